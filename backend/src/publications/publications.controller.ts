import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { ErrorCode } from '@notices/common';
import { type Caller, Authenticated, CurrentCaller } from '../platform/caller';
import { ApiErrors } from '../platform/api-errors';
import { ApiListQuery } from '../platform/api-list-query';
import { IdPipe } from '../platform/id.pipe';
import {
  PublicationPermissionsDto,
  PublicationStatusDto,
  PublicationWriteDto,
} from './dto/publication-input.dto';
import {
  PublicationListDto,
  PublicationOptionListDto,
  PublicationResponseDto,
} from './dto/publication-response.dto';
import { PublicationReader, PUBLICATION_LIST } from './publication-reader';
import { PublicationsService } from './publications.service';

const WRITE_ERRORS: Array<[number, ErrorCode]> = [
  [400, 'validation_failed'],
  [400, 'exactly_one_publication_admin'],
  [400, 'not_publication_manager'],
  [400, 'role_not_possible'],
  [400, 'publishing_not_enabled'],
  [400, 'duplicate_user'],
];

/** The back office's publications resource. */
@ApiTags('publications')
@Controller('admin/publications')
export class PublicationsController {
  constructor(
    private readonly reader: PublicationReader,
    private readonly publications: PublicationsService,
  ) {}

  @Get()
  @Authenticated({ permission: 'publications.index' })
  @ApiOperation({ summary: 'List the publications the caller may see' })
  @ApiListQuery(PUBLICATION_LIST, {
    filters:
      'name, enabled, paymentMethod, paymentPeriod, publicationArea ($cont on county names, $in on ids)',
  })
  @ApiOkResponse({
    type: PublicationListDto,
    description: 'SYSTEM_ADMIN: all; others: where they hold a permission',
  })
  @ApiErrors([400, 'validation_failed'])
  list(@CurrentCaller() actor: Caller, @Query() query: Record<string, unknown>): Promise<PublicationListDto> {
    return this.reader.list(actor, query);
  }

  @Get('all')
  @ApiOperation({ summary: "List every publication in the caller's scope, for selects" })
  @Authenticated({ permission: 'publications.options' })
  @ApiOkResponse({
    type: PublicationOptionListDto,
    description: 'the list scope, unpaged, for selects; an API user: its enabled apiUserToPublications',
  })
  all(@CurrentCaller() actor: Caller): Promise<PublicationOptionListDto> {
    return this.reader.all(actor);
  }

  @Get('publications_for_user')
  @ApiOperation({ summary: 'List the publications the caller may assign to a user' })
  @Authenticated({ permission: 'users.create' })
  @ApiOkResponse({
    type: PublicationOptionListDto,
    description: 'enabled publications the caller may hand out',
  })
  publicationsForUser(@CurrentCaller() actor: Caller): Promise<PublicationOptionListDto> {
    return this.reader.assignable(actor);
  }

  @Get('admin_publications_for_user')
  @ApiOperation({ summary: 'List the publications the caller administers' })
  @Authenticated({ permission: 'users.create' })
  @ApiOkResponse({
    type: PublicationOptionListDto,
    description: 'enabled publications the caller administers',
  })
  adminPublicationsForUser(@CurrentCaller() actor: Caller): Promise<PublicationOptionListDto> {
    return this.reader.assignable(actor);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Show a publication' })
  @Authenticated({ permission: 'publications.show' })
  @ApiOkResponse({ type: PublicationResponseDto })
  @ApiErrors([400, 'validation_failed'], [404, 'not_found'])
  async show(
    @CurrentCaller() actor: Caller,
    @Param('id', IdPipe) id: number,
  ): Promise<PublicationResponseDto> {
    return this.reader.view((await this.reader.visible(actor, id)).id);
  }

  @Post()
  @ApiOperation({ summary: 'Create a publication' })
  @Authenticated({ permission: 'publications.create' })
  @ApiCreatedResponse({ type: PublicationResponseDto })
  @ApiErrors(...WRITE_ERRORS, [422, 'user_not_exists_on_lc'], [422, 'lc_error'])
  create(@CurrentCaller() actor: Caller, @Body() dto: PublicationWriteDto): Promise<PublicationResponseDto> {
    return this.publications.create(actor, dto);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Update a publication' })
  @Authenticated({ permission: 'publications.edit' })
  @ApiOkResponse({ type: PublicationResponseDto })
  @ApiErrors(
    ...WRITE_ERRORS,
    [403, 'forbidden'],
    [403, 'system_admin_only_field'],
    [404, 'not_found'],
    [422, 'publication_has_notices'],
  )
  update(
    @CurrentCaller() actor: Caller,
    @Param('id', IdPipe) id: number,
    @Body() dto: PublicationWriteDto,
  ): Promise<PublicationResponseDto> {
    return this.publications.update(actor, id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a publication without notices' })
  @Authenticated({ permission: 'publications.delete' })
  @ApiNoContentResponse()
  @ApiErrors([400, 'validation_failed'], [404, 'not_found'], [422, 'publication_has_notices'])
  async remove(@CurrentCaller() actor: Caller, @Param('id', IdPipe) id: number): Promise<void> {
    await this.publications.remove(actor, id);
  }

  @Put(':id/status')
  @ApiOperation({ summary: 'Enable or disable a publication' })
  @Authenticated({ permission: 'publications.updateStatus' })
  @ApiOkResponse({
    type: PublicationResponseDto,
    description: 'disabling blocks managers left with no active publication',
  })
  @ApiErrors([400, 'validation_failed'], [404, 'not_found'], [422, 'publication_has_notices'])
  status(
    @CurrentCaller() actor: Caller,
    @Param('id', IdPipe) id: number,
    @Body() dto: PublicationStatusDto,
  ): Promise<PublicationResponseDto> {
    return this.publications.setStatus(actor, id, dto.enabled);
  }

  @Put(':id/permissions')
  @ApiOperation({ summary: "Replace a publication's user permissions" })
  @Authenticated({ permission: 'publications.edit' })
  @ApiOkResponse({ type: PublicationResponseDto })
  @ApiErrors(...WRITE_ERRORS, [403, 'forbidden'], [404, 'not_found'])
  permissions(
    @CurrentCaller() actor: Caller,
    @Param('id', IdPipe) id: number,
    @Body() dto: PublicationPermissionsDto,
  ): Promise<PublicationResponseDto> {
    return this.publications.setPermissions(actor, id, dto);
  }
}
