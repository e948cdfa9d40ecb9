import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiPublic } from '../common/api-public.decorator';
import type { AuthUser } from '../auth/auth-user';
import { Authenticated, CurrentUser } from '../auth/authenticated.decorator';
import { ApiErrors } from '../common/api-errors';
import { IdPipe } from '../common/id.pipe';
import { SavedSearchesService } from './saved-searches.service';

type JsonBody = Record<string, unknown>;

/** Saved searches (docs/api-search.md) and the sign-in-free unsubscribe of alert e-mails. */
@ApiTags('saved searches')
@Controller('savedsearches')
export class SavedSearchesController {
  constructor(private readonly savedSearches: SavedSearchesService) {}

  /** Declared before `:id`; the token is the proof (RFC 8058 one-click POST included). */
  @Get('unsubscribe/:token')
  @ApiOperation({ summary: 'Show what an unsubscribe link would stop' })
  @ApiPublic()
  @ApiOkResponse({ description: '{ name, notificationsEnabled, textNotificationsEnabled }' })
  @ApiErrors([404, 'not_found'])
  unsubscribeInfo(@Param('token') token: string) {
    return this.savedSearches.unsubscribeInfo(token);
  }

  @Post('unsubscribe/:token')
  @ApiOperation({ summary: "Stop a saved search's alerts (one-click unsubscribe)" })
  @ApiPublic()
  @HttpCode(200)
  @ApiOkResponse({ description: '{ name }' })
  @ApiErrors([404, 'not_found'])
  unsubscribe(@Param('token') token: string) {
    return this.savedSearches.unsubscribe(token);
  }

  @Get()
  @ApiOperation({ summary: 'List my saved searches' })
  @Authenticated({ permission: 'savedSearches.index' })
  @ApiErrors([400, 'validation_failed'])
  list(@CurrentUser() caller: AuthUser, @Query() query: JsonBody) {
    return this.savedSearches.list(caller, query);
  }

  @Post()
  @ApiOperation({ summary: 'Save a search' })
  @Authenticated({ permission: 'savedSearches.create' })
  @ApiErrors([400, 'validation_failed'])
  create(@CurrentUser() caller: AuthUser, @Body() body: JsonBody) {
    return this.savedSearches.create(caller, body ?? {});
  }

  @Get(':id')
  @ApiOperation({ summary: 'Show a saved search' })
  @Authenticated({ permission: 'savedSearches.show' })
  @ApiErrors([404, 'not_found'])
  show(@CurrentUser() caller: AuthUser, @Param('id', IdPipe) id: number) {
    return this.savedSearches.get(caller, id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Edit a saved search' })
  @Authenticated({ permission: 'savedSearches.edit' })
  @ApiErrors([400, 'validation_failed'], [404, 'not_found'])
  update(@CurrentUser() caller: AuthUser, @Param('id', IdPipe) id: number, @Body() body: JsonBody) {
    return this.savedSearches.update(caller, id, body ?? {});
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a saved search' })
  @HttpCode(204)
  @Authenticated({ permission: 'savedSearches.delete' })
  @ApiErrors([404, 'not_found'])
  async remove(@CurrentUser() caller: AuthUser, @Param('id', IdPipe) id: number): Promise<void> {
    await this.savedSearches.remove(caller, id);
  }

  @Put(':id/status')
  @ApiOperation({ summary: "Turn a saved search's alerts on or off" })
  @Authenticated({ permission: 'savedSearches.updateStatus' })
  @ApiErrors([400, 'validation_failed'], [404, 'not_found'])
  setStatus(@CurrentUser() caller: AuthUser, @Param('id', IdPipe) id: number, @Body() body: JsonBody) {
    return this.savedSearches.setEnabled(caller, id, body?.enabled);
  }
}
