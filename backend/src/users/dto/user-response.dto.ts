import { ApiProperty } from '@nestjs/swagger';
import {
  GENDERS,
  SYSTEM_ROLES,
  USER_STATUSES,
  type Gender,
  type SystemRole,
  type UserStatus,
} from '@notices/common';
import {
  ApiUserToPublicationDto,
  PublicationUserPermissionDto,
} from '../../accounts/dto/publication-access.dto';
import { nullableEnum } from '../../platform/nullable-schema';

/** The user as every API answer shows it (docs/api-accounts.md); never the password hash or OIDC subject. */
export class UserResponseDto {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'ann@example.org' }) email: string;
  @ApiProperty({ example: 'Ann' }) givenName: string;
  @ApiProperty({ example: 'Lee' }) familyName: string;
  @ApiProperty({ example: 'Ann Lee' }) fullName: string;
  @ApiProperty({ enum: SYSTEM_ROLES }) roles: SystemRole;
  @ApiProperty({ enum: USER_STATUSES }) status: UserStatus;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, nullable: true, example: '555-123-4567' }) phone: string | null;
  @ApiProperty({ type: String, nullable: true }) postalCode: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) birthDate: string | null;
  @ApiProperty({ type: String, nullable: true }) company: string | null;
  @ApiProperty({ type: String, nullable: true }) industry: string | null;
  @ApiProperty(nullableEnum(GENDERS)) gender: Gender | null;
  @ApiProperty() allowFreeNotices: boolean;
  @ApiProperty({ type: String, nullable: true }) pictureUrl: string | null;
  @ApiProperty() consent: boolean;
  @ApiProperty({ type: [PublicationUserPermissionDto] })
  publicationUserPermissions: PublicationUserPermissionDto[];
  @ApiProperty({ type: [ApiUserToPublicationDto] }) apiUserToPublications: ApiUserToPublicationDto[];
}

export class UserListDto {
  @ApiProperty({ type: [UserResponseDto] }) data: UserResponseDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() per: number;
}

export class PublicationManagerDto {
  @ApiProperty() id: number;
  @ApiProperty() email: string;
  @ApiProperty() fullName: string;
}

export class PublicationManagerListDto {
  @ApiProperty({ type: [PublicationManagerDto] }) data: PublicationManagerDto[];
}
