import { Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { permissionMap, type PermissionMap } from '@notices/common';
import { SystemSettingsService, type SessionSettings } from '../system-settings/system-settings.service';
import { UserResponseDto } from '../users/dto/user-response.dto';
import type { PublicationAccess } from '../users/publication-access.loader';
import type { User } from '../users/user.entity';
import { toUserView, type UserView } from '../users/user-view';

export interface SessionAnswer {
  user: UserView;
  permissions: PermissionMap;
  systemSettings: SessionSettings;
}

export class SessionAnswerDto {
  @ApiProperty({ type: UserResponseDto }) user: UserResponseDto;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'object', additionalProperties: { type: 'boolean' } },
    example: { users: { index: true, edit: true } },
  })
  permissions: PermissionMap;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: { pastDatesEnabled: false, currentDateEnabled: false },
  })
  systemSettings: SessionSettings;
}

/** Builds the answer of login, validate_token, profile and the OIDC exchange. */
@Injectable()
export class SessionAnswerService {
  constructor(private readonly settings: SystemSettingsService) {}

  async build(user: User, access: PublicationAccess): Promise<SessionAnswer> {
    return {
      user: toUserView(user, access),
      permissions: permissionMap({ id: user.id, roles: user.roles, ...access }),
      systemSettings: await this.settings.all(),
    };
  }
}
