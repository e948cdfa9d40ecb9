import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { type Caller, Authenticated, CurrentCaller } from '../platform/caller';
import { ApiErrors } from '../platform/api-errors';
import { ApiListQuery } from '../platform/api-list-query';
import { IdPipe } from '../platform/id.pipe';
import {
  AdminGeneratedApiKeyDto,
  ApiKeyDto,
  ApiUserKeyListDto,
  GenerateApiKeyForUserDto,
  GenerateOwnApiKeyDto,
  GeneratedApiKeyDto,
} from './api-key.dto';
import { ApiKeyUsers, API_KEY_USER_LIST } from './api-key-users';
import { ApiKeysService } from './api-keys.service';

/** The caller's own API key (SYSTEM_ADMIN and API_USER). */
@ApiTags('api keys')
@Controller('auth/api_key')
export class OwnApiKeyController {
  constructor(private readonly keys: ApiKeysService) {}

  @Get()
  @ApiOperation({ summary: "Show the caller's own API key (never its secret)" })
  @Authenticated({ permission: 'apiKeys.own' })
  @ApiOkResponse({ type: ApiKeyDto })
  @ApiErrors([404, 'not_found'])
  show(@CurrentCaller() caller: Caller): Promise<ApiKeyDto> {
    return this.keys.show(caller.id);
  }

  @Post()
  @ApiOperation({ summary: "Generate or regenerate the caller's own API key" })
  @Authenticated({ permission: 'apiKeys.own' })
  @ApiCreatedResponse({
    type: GeneratedApiKeyDto,
    description:
      'generates or regenerates; the old pair and its tokens stop working at once; 409 api_key_exists within 10 seconds of the last generation (a double submission) unless `replace` names the current key, and whenever `replace` names another',
  })
  @ApiErrors([400, 'validation_failed'], [409, 'api_key_exists'])
  generate(@CurrentCaller() caller: Caller, @Body() dto: GenerateOwnApiKeyDto): Promise<GeneratedApiKeyDto> {
    return this.keys.generate(caller, caller.id, dto.replace);
  }

  @Delete()
  @HttpCode(204)
  @ApiOperation({ summary: "Delete the caller's own API key" })
  @Authenticated({ permission: 'apiKeys.own' })
  @ApiNoContentResponse({ description: 'deleted; its tokens stop working' })
  @ApiErrors([404, 'not_found'])
  remove(@CurrentCaller() caller: Caller): Promise<void> {
    return this.keys.remove(caller, caller.id);
  }
}

/** API users' keys, managed by a SYSTEM_ADMIN (page /admin/apikeys). */
@ApiTags('api keys')
@Controller('admin/api_keys')
export class ApiKeysAdminController {
  constructor(
    private readonly keys: ApiKeysService,
    private readonly users: ApiKeyUsers,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List API users with their keys' })
  @Authenticated({ permission: 'apiKeys.manage' })
  @ApiListQuery(API_KEY_USER_LIST, {
    filters: 'userEmail ($cont), hasKey ($eq true/false), clientId, createdAt, lastUsedAt',
    filterExample: { userEmail: { $cont: 'county' }, hasKey: { $eq: 'true' } },
  })
  @ApiOkResponse({ type: ApiUserKeyListDto, description: 'one row per API_USER, with or without a key' })
  @ApiErrors([400, 'validation_failed'])
  list(@Query() query: Record<string, unknown>): Promise<ApiUserKeyListDto> {
    return this.users.list(query);
  }

  @Post()
  @ApiOperation({ summary: "Generate or regenerate an API user's key" })
  @Authenticated({ permission: 'apiKeys.manage' })
  @ApiCreatedResponse({
    type: AdminGeneratedApiKeyDto,
    description: 'regenerates when one exists; `replace` and 409 api_key_exists as for POST auth/api_key',
  })
  @ApiErrors([400, 'validation_failed'], [404, 'not_found'], [409, 'api_key_exists'])
  async generate(
    @CurrentCaller() caller: Caller,
    @Body() dto: GenerateApiKeyForUserDto,
  ): Promise<AdminGeneratedApiKeyDto> {
    await this.users.requireApiUser(dto.userId);
    return { ...(await this.keys.generate(caller, dto.userId, dto.replace)), userId: dto.userId };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: "Delete an API user's key" })
  @Authenticated({ permission: 'apiKeys.manage' })
  @ApiParam({ name: 'id', description: "the API user's id", example: 42 })
  @ApiNoContentResponse({ description: 'deleted; its tokens stop working' })
  @ApiErrors([400, 'validation_failed'], [404, 'not_found'])
  async remove(@CurrentCaller() caller: Caller, @Param('id', IdPipe) userId: number): Promise<void> {
    await this.users.requireApiUser(userId);
    await this.keys.remove(caller, userId);
  }
}
