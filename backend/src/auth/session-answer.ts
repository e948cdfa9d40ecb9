import { Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { permissionMap, RESOURCE_ACTIONS, type PermissionMap } from '@notices/common';
import { PublicationAccessLoader, type PublicationAccess } from '../accounts/publication-access.loader';
import type { User } from '../accounts/user.entity';
import { SessionSettingsDto } from '../system-settings/system-settings.dto';
import { SystemSettingsService } from '../system-settings/system-settings.service';
import { UserResponseDto } from '../users/dto/user-response.dto';
import { toUserResponse } from '../users/user-response';

/** The permission map's schema, resource by resource, from the shared table. */
const PERMISSION_MAP_SCHEMA = {
  type: 'object' as const,
  required: Object.keys(RESOURCE_ACTIONS),
  properties: Object.fromEntries(
    Object.entries(RESOURCE_ACTIONS).map(([resource, actions]) => [
      resource,
      {
        type: 'object' as const,
        required: [...actions],
        properties: Object.fromEntries(actions.map((action) => [action, { type: 'boolean' as const }])),
      },
    ]),
  ),
};

export class SessionAnswerDto {
  @ApiProperty({ type: UserResponseDto }) user: UserResponseDto;
  @ApiProperty({ ...PERMISSION_MAP_SCHEMA, description: 'resource → action → allowed' })
  permissions: PermissionMap;
  @ApiProperty({ type: SessionSettingsDto }) systemSettings: SessionSettingsDto;
}

/** Builds the answer of login, validate_token, profile and the OIDC exchange. */
@Injectable()
export class SessionAnswerService {
  constructor(
    private readonly settings: SystemSettingsService,
    private readonly access: PublicationAccessLoader,
  ) {}

  /** The answer for a user whose publication access has not been read yet. */
  async forUser(user: User): Promise<SessionAnswerDto> {
    return this.build(user, await this.access.forUser(user.id));
  }

  async build(user: User, access: PublicationAccess): Promise<SessionAnswerDto> {
    return {
      user: toUserResponse(user, access),
      permissions: permissionMap({ id: user.id, roles: user.roles, ...access }),
      systemSettings: await this.settings.all(),
    };
  }
}
