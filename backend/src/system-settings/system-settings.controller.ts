import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import type { AuthUser } from '../auth/auth-user';
import { Authenticated, CurrentUser } from '../auth/authenticated.decorator';
import { ApiErrors } from '../common/api-errors';
import { SystemSettingsService } from './system-settings.service';

export class DateSettingsDto {
  @ApiProperty({ description: 'past publication dates allowed' }) @IsBoolean() pastDatesEnabled: boolean;
  @ApiProperty({ description: "today's date allowed" }) @IsBoolean() currentDateEnabled: boolean;
}

/** The publication settings of the system settings page (SYSTEM_ADMIN). */
@ApiTags('system settings')
@Controller('admin/systemsettings')
export class SystemSettingsController {
  constructor(private readonly settings: SystemSettingsService) {}

  @Post()
  @HttpCode(200)
  @Authenticated({ permission: 'systemSettings.edit' })
  @ApiOkResponse({ type: DateSettingsDto })
  @ApiErrors([400, 'validation_failed'])
  save(@CurrentUser() actor: AuthUser, @Body() dto: DateSettingsDto): Promise<DateSettingsDto> {
    return this.settings.saveDateSettings(actor, {
      pastDatesEnabled: dto.pastDatesEnabled,
      currentDateEnabled: dto.currentDateEnabled,
    });
  }
}
