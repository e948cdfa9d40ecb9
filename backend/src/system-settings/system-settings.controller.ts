import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';
import type { AuthUser } from '../auth/auth-user';
import { Authenticated, CurrentUser } from '../auth/authenticated.decorator';
import { ApiErrors } from '../common/api-errors';
import { SystemSettingsService } from './system-settings.service';

export class SystemSettingsDto {
  @ApiPropertyOptional({ description: 'past publication dates allowed' })
  @IsOptional()
  @IsBoolean()
  pastDatesEnabled?: boolean;

  @ApiPropertyOptional({ description: "today's date allowed" })
  @IsOptional()
  @IsBoolean()
  currentDateEnabled?: boolean;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: "the site's Emergency button searches this notice type; null hides the button",
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  emergencyNoticeTypeId?: number | null;
}

export class PublicSettingsDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'EMERGENCY_NOTICE_TYPE_ID when set, else the notice type chosen in System settings',
  })
  emergencyNoticeTypeId: number | null;
}

/** The settings of the system settings page (SYSTEM_ADMIN); absent names keep their value. */
@ApiTags('system settings')
@Controller('admin/systemsettings')
export class SystemSettingsController {
  constructor(private readonly settings: SystemSettingsService) {}

  @Post()
  @HttpCode(200)
  @Authenticated({ permission: 'systemSettings.edit' })
  @ApiOkResponse({ type: SystemSettingsDto })
  @ApiErrors([400, 'validation_failed'])
  save(@CurrentUser() actor: AuthUser, @Body() dto: SystemSettingsDto): Promise<SystemSettingsDto> {
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
  @ApiOkResponse({ type: PublicSettingsDto })
  read(): Promise<PublicSettingsDto> {
    return this.settings.publicSettings();
  }
}
