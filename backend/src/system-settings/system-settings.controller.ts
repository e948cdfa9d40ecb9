import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiPublic } from '../platform/api-public.decorator';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller, Authenticated, CurrentCaller } from '../platform/caller';
import { ApiErrors } from '../platform/api-errors';
import { PublicSettingsDto, SessionSettingsDto, SystemSettingsDto } from './system-settings.dto';
import { SystemSettingsService } from './system-settings.service';

/** The settings of the system settings page (SYSTEM_ADMIN); absent names keep their value. */
@ApiTags('system settings')
@Controller('admin/systemsettings')
export class SystemSettingsController {
  constructor(private readonly settings: SystemSettingsService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Save system settings (absent ones keep their value)' })
  @Authenticated({ permission: 'systemSettings.edit' })
  @ApiOkResponse({ type: SessionSettingsDto })
  @ApiErrors([400, 'validation_failed'])
  save(@CurrentCaller() actor: Caller, @Body() dto: SystemSettingsDto): Promise<SessionSettingsDto> {
    const { pastDatesEnabled, currentDateEnabled, emergencyNoticeTypeId } = dto;
    return this.settings.save(actor, { pastDatesEnabled, currentDateEnabled, emergencyNoticeTypeId });
  }
}

/** Public: the settings the site shows to everyone (the Emergency button). */
@ApiTags('system settings')
@Controller('systemsettings')
export class PublicSystemSettingsController {
  constructor(private readonly settings: SystemSettingsService) {}

  @Get()
  @ApiPublic()
  @ApiOperation({ summary: 'Read the public settings (the Emergency button)' })
  @ApiOkResponse({ type: PublicSettingsDto })
  read(): Promise<PublicSettingsDto> {
    return this.settings.publicSettings();
  }
}
