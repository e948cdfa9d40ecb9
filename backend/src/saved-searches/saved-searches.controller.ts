import type { ErrorCode } from '@notices/common';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { type Caller, Authenticated, CurrentCaller } from '../platform/caller';
import { ApiErrors, BAD_ID } from '../platform/api-errors';
import { ApiListQuery } from '../platform/api-list-query';
import { ApiPublic } from '../platform/api-public.decorator';
import { IdPipe } from '../platform/id.pipe';
import type { ListPage } from '../platform/list-query';
import {
  SavedSearchListDto,
  SavedSearchResponseDto,
  SavedSearchStatusDto,
  SavedSearchWriteDto,
  UnsubscribedDto,
  UnsubscribeInfoDto,
} from './dto/saved-search.dto';
import { SAVED_SEARCH_LIST } from './saved-search-response';
import { SavedSearchesService } from './saved-searches.service';

const WRITE_ERRORS: Array<[number, ErrorCode]> = [
  // A text alert without a phone number is a field error of validation_failed (textNotificationsEnabled).
  [400, 'validation_failed'],
];
const TOKEN = { name: 'token', description: "the link's token from an alert e-mail" };

/** Saved searches (docs/api-search.md) and the sign-in-free unsubscribe of alert e-mails. */
@ApiTags('saved searches')
@Controller('savedsearches')
export class SavedSearchesController {
  constructor(private readonly savedSearches: SavedSearchesService) {}

  /** Declared before `:id`; the token is the proof (RFC 8058 one-click POST included). */
  @Get('unsubscribe/:token')
  @ApiOperation({ summary: 'Show what an unsubscribe link would stop' })
  @ApiPublic()
  @ApiParam(TOKEN)
  @ApiOkResponse({ type: UnsubscribeInfoDto })
  @ApiErrors([404, 'not_found'])
  unsubscribeInfo(@Param('token') token: string): Promise<UnsubscribeInfoDto> {
    return this.savedSearches.unsubscribeInfo(token);
  }

  @Post('unsubscribe/:token')
  @HttpCode(200)
  @ApiOperation({ summary: "Stop a saved search's alerts (one-click unsubscribe)" })
  @ApiPublic()
  @ApiParam(TOKEN)
  @ApiOkResponse({ type: UnsubscribedDto })
  @ApiErrors([404, 'not_found'])
  unsubscribe(@Param('token') token: string): Promise<UnsubscribedDto> {
    return this.savedSearches.unsubscribe(token);
  }

  @Get()
  @ApiOperation({ summary: "List my saved searches (a SYSTEM_ADMIN: everyone's)" })
  @Authenticated({ permission: 'savedSearches.index' })
  @ApiListQuery(SAVED_SEARCH_LIST, { filters: 'filters[name][$cont]=…, userId, enabled' })
  @ApiOkResponse({ type: SavedSearchListDto })
  @ApiErrors([400, 'validation_failed'])
  list(
    @CurrentCaller() caller: Caller,
    @Query() query: Record<string, unknown>,
  ): Promise<ListPage<SavedSearchResponseDto>> {
    return this.savedSearches.list(caller, query);
  }

  @Post()
  @ApiOperation({ summary: 'Save a search' })
  @Authenticated({ permission: 'savedSearches.create' })
  @ApiCreatedResponse({ type: SavedSearchResponseDto })
  @ApiErrors(...WRITE_ERRORS)
  create(
    @CurrentCaller() caller: Caller,
    @Body() body: SavedSearchWriteDto,
  ): Promise<SavedSearchResponseDto> {
    return this.savedSearches.create(caller, body);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Show a saved search' })
  @Authenticated({ permission: 'savedSearches.show' })
  @ApiOkResponse({ type: SavedSearchResponseDto })
  @ApiErrors(BAD_ID, [404, 'not_found'])
  show(@CurrentCaller() caller: Caller, @Param('id', IdPipe) id: number): Promise<SavedSearchResponseDto> {
    return this.savedSearches.get(caller, id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Edit a saved search' })
  @Authenticated({ permission: 'savedSearches.edit' })
  @ApiOkResponse({ type: SavedSearchResponseDto })
  @ApiErrors(...WRITE_ERRORS, [404, 'not_found'])
  update(
    @CurrentCaller() caller: Caller,
    @Param('id', IdPipe) id: number,
    @Body() body: SavedSearchWriteDto,
  ): Promise<SavedSearchResponseDto> {
    return this.savedSearches.update(caller, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a saved search' })
  @Authenticated({ permission: 'savedSearches.delete' })
  @ApiNoContentResponse()
  @ApiErrors(BAD_ID, [404, 'not_found'])
  async remove(@CurrentCaller() caller: Caller, @Param('id', IdPipe) id: number): Promise<void> {
    await this.savedSearches.remove(caller, id);
  }

  @Put(':id/status')
  @ApiOperation({ summary: "Turn a saved search's alerts on or off" })
  @Authenticated({ permission: 'savedSearches.updateStatus' })
  @ApiOkResponse({ type: SavedSearchResponseDto })
  @ApiErrors([400, 'validation_failed'], [404, 'not_found'])
  setStatus(
    @CurrentCaller() caller: Caller,
    @Param('id', IdPipe) id: number,
    @Body() body: SavedSearchStatusDto,
  ): Promise<SavedSearchResponseDto> {
    return this.savedSearches.setEnabled(caller, id, body.enabled);
  }
}
