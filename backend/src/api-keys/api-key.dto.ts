import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

const CLIENT_ID = 'mpn_3f9a1c0d5e7b2a4c6d8e0f12';
const SECRET = 'q3W9yZb0lGk2n8Xr5T1vC7mJ4pH6sD0fA9eU2iO3kLw';

export class ApiKeyDto {
  @ApiProperty({ example: CLIENT_ID, description: 'the client id (the secret is never shown again)' })
  id: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-20T15:04:05.000Z' }) createdAt: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, example: '2026-11-21T09:00:00.000Z' })
  lastUsedAt: string | null;
}

export class GeneratedApiKeyDto {
  @ApiProperty({ example: CLIENT_ID, description: 'the client id' }) id: string;
  @ApiProperty({ example: SECRET, description: 'shown this once; only a hash is stored' }) secret: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-20T15:04:05.000Z' }) createdAt: string;
}

/** A key a SYSTEM_ADMIN generated for an API user: the same, naming the user. */
export class AdminGeneratedApiKeyDto extends GeneratedApiKeyDto {
  @ApiProperty({ example: 42 }) userId: number;
}

const REPLACE_DESCRIPTION =
  'regenerate deliberately: the client id of the key being replaced (the one the caller was shown). It is ' +
  'replaced at once, however new; when the current key is another (replaced meanwhile, or none), 409 ' +
  'api_key_exists. Without it, a key younger than 10 seconds is not replaced (409 api_key_exists: a double submission)';

/** POST auth/api_key: an empty body generates; `replace` regenerates the key the caller saw. */
export class GenerateOwnApiKeyDto {
  @ApiPropertyOptional({ example: CLIENT_ID, description: REPLACE_DESCRIPTION })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  replace?: string;
}

export class GenerateApiKeyForUserDto extends GenerateOwnApiKeyDto {
  @ApiProperty({ example: 42, description: 'an API_USER' })
  @IsInt({ message: 'must be a whole number' })
  @Min(1)
  @Max(2_147_483_647)
  userId: number;
}

export class ApiUserKeyRowDto {
  @ApiProperty({ example: 42, description: 'the user id' }) id: number;
  @ApiProperty({ example: 'integrations@county.example.org' }) userEmail: string;
  @ApiProperty({ example: 'Ingham County Clerk' }) userFullName: string;
  @ApiProperty({ type: String, nullable: true, example: CLIENT_ID }) clientId: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) createdAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastUsedAt: string | null;
}

export class ApiUserKeyListDto {
  @ApiProperty({ type: [ApiUserKeyRowDto] }) data: ApiUserKeyRowDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() per: number;
}

/** The token request as a form (RFC 6749 §4.4); the client may instead use HTTP Basic. */
export class TokenRequestDto {
  @ApiProperty({ enum: ['client_credentials'] }) grant_type: string;
  @ApiPropertyOptional({ example: CLIENT_ID, description: 'when not sent as HTTP Basic' }) client_id?: string;
  @ApiPropertyOptional({ example: SECRET, description: 'when not sent as HTTP Basic' })
  client_secret?: string;
}

export class TokenAnswerDto {
  @ApiProperty({ example: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9…' }) access_token: string;
  @ApiProperty({ enum: ['Bearer'] }) token_type: 'Bearer';
  @ApiProperty({ example: 900, description: 'seconds' }) expires_in: number;
}

export class OAuthErrorDto {
  @ApiProperty({ enum: ['invalid_request', 'invalid_client', 'unsupported_grant_type'] }) error: string;
  @ApiPropertyOptional() error_description?: string;
  @ApiProperty({ example: 401 }) statusCode: number;
  @ApiProperty({ example: 'invalid_client' }) message: string;
}
