import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { NewPasswordDto } from '../accounts/dto/password.dto';
import { ApiErrors, MessageDto } from '../platform/api-errors';
import { ApiListQuery } from '../platform/api-list-query';
import { type Caller, Authenticated, CurrentCaller } from '../platform/caller';
import { IdPipe } from '../platform/id.pipe';
import { CreateUserDto, UpdateUserDto } from './dto/user-input.dto';
import { PublicationManagerListDto, UserListDto, UserResponseDto } from './dto/user-response.dto';
import { UserStatusService } from './user-status.service';
import { UsersService, USER_LIST } from './users.service';

/** The back office's users resource. */
@ApiTags('users')
@Controller('admin/users')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly status: UserStatusService,
  ) {}

  @Get()
  @Authenticated({ permission: 'users.index' })
  @ApiOperation({ summary: 'List the users the caller may see' })
  @ApiListQuery(USER_LIST, {
    filters: 'id, fullName, email, roles, status, createdAt, publicationUserPermissions (publication names)',
  })
  @ApiOkResponse({ type: UserListDto })
  @ApiErrors([400, 'validation_failed'])
  list(@CurrentCaller() actor: Caller, @Query() query: Record<string, unknown>): Promise<UserListDto> {
    return this.users.list(actor, query);
  }

  @Get('publication_managers')
  @ApiOperation({ summary: 'List the publication managers the caller may assign' })
  @Authenticated({ permission: 'users.index' })
  @ApiOkResponse({ type: PublicationManagerListDto })
  publicationManagers(@CurrentCaller() actor: Caller): Promise<PublicationManagerListDto> {
    return this.users.publicationManagers(actor);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Show a user' })
  @Authenticated({ permission: 'users.show' })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiErrors([400, 'validation_failed'], [404, 'not_found'])
  show(@CurrentCaller() actor: Caller, @Param('id', IdPipe) id: number): Promise<UserResponseDto> {
    return this.users.show(actor, id);
  }

  @Post()
  @ApiOperation({ summary: 'Create a user (an activation mail is sent)' })
  @Authenticated({ permission: 'users.create' })
  @ApiCreatedResponse({ type: UserResponseDto, description: 'an activation mail is sent' })
  @ApiErrors(
    [400, 'email_not_unique'],
    [400, 'validation_failed'],
    [400, 'at_least_one_publication'],
    [400, 'publication_not_assignable'],
    [403, 'role_not_allowed'],
    [403, 'free_not_allowed'],
  )
  create(@CurrentCaller() actor: Caller, @Body() dto: CreateUserDto): Promise<UserResponseDto> {
    return this.users.create(actor, dto);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Update a user' })
  @Authenticated({ permission: 'users.edit' })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiErrors(
    [400, 'email_not_unique'],
    [400, 'validation_failed'],
    [400, 'at_least_one_publication'],
    [400, 'publication_not_assignable'],
    [403, 'role_not_allowed'],
    [403, 'free_not_allowed'],
    [404, 'not_found'],
    [422, 'cannot_change_role_publication_admin'],
  )
  update(
    @CurrentCaller() actor: Caller,
    @Param('id', IdPipe) id: number,
    @Body() dto: UpdateUserDto,
  ): Promise<UserResponseDto> {
    return this.users.update(actor, id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a user' })
  @Authenticated({ permission: 'users.delete' })
  @ApiNoContentResponse()
  @ApiErrors(
    [400, 'validation_failed'],
    [400, 'cannot_delete_yourself'],
    [404, 'not_found'],
    [422, 'cannot_change_role_publication_admin'],
  )
  async remove(@CurrentCaller() actor: Caller, @Param('id', IdPipe) id: number): Promise<void> {
    await this.users.remove(actor, id);
  }

  @Put(':id/block')
  @ApiOperation({ summary: 'Block a user' })
  @Authenticated({ permission: 'users.updateStatus' })
  @ApiOkResponse({ type: UserResponseDto, description: "the user's sessions are ended" })
  @ApiErrors(
    [400, 'validation_failed'],
    [400, 'cannot_block_yourself'],
    [404, 'not_found'],
    [422, 'user_not_yet_active'],
  )
  block(@CurrentCaller() actor: Caller, @Param('id', IdPipe) id: number): Promise<UserResponseDto> {
    return this.status.block(actor, id);
  }

  @Put(':id/unblock')
  @ApiOperation({ summary: 'Unblock a user' })
  @Authenticated({ permission: 'users.updateStatus' })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiErrors(
    [400, 'validation_failed'],
    [400, 'cannot_block_yourself'],
    [404, 'not_found'],
    [422, 'user_not_yet_active'],
  )
  unblock(@CurrentCaller() actor: Caller, @Param('id', IdPipe) id: number): Promise<UserResponseDto> {
    return this.status.unblock(actor, id);
  }

  @Put(':id/activate')
  @ApiOperation({ summary: 'Activate a user with a first password' })
  @Authenticated({ permission: 'users.activate' })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiErrors(
    [400, 'validation_failed'],
    [400, 'password_policy'],
    [400, 'passwords_must_match'],
    [404, 'not_found'],
    [422, 'user_already_verified_or_blocked'],
  )
  activate(
    @CurrentCaller() actor: Caller,
    @Param('id', IdPipe) id: number,
    @Body() dto: NewPasswordDto,
  ): Promise<UserResponseDto> {
    return this.status.activate(actor, id, dto);
  }

  @Put(':id/reset_password')
  @ApiOperation({ summary: 'Send a user a password-reset mail' })
  @Authenticated({ permission: 'users.edit' })
  @ApiOkResponse({ type: MessageDto, description: 'a reset mail is sent' })
  @ApiErrors([400, 'validation_failed'], [404, 'not_found'], [422, 'not_active'])
  resetPassword(@CurrentCaller() actor: Caller, @Param('id', IdPipe) id: number): Promise<MessageDto> {
    return this.status.resetPassword(actor, id);
  }
}
