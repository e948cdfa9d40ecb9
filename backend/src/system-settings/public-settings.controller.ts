import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { SystemSettingsService } from './system-settings.service';

export class PublicSettingsDto {
  @ApiProperty({
    description: "the notice type of the site's Emergency button (null: no button)",
    type: Number,
    nullable: true,
  })
  emergencyNoticeTypeId: number | null;
}

/** Public: the settings every visitor's page needs (the Emergency button), nothing else. */
@ApiTags('system settings')
@Controller('systemsettings/public')
export class PublicSettingsController {
  constructor(private readonly settings: SystemSettingsService) {}

  @Get()
  @ApiOkResponse({ type: PublicSettingsDto })
  async read(): Promise<PublicSettingsDto> {
    const { emergencyNoticeTypeId } = await this.settings.all();
    const id = Number(emergencyNoticeTypeId);
    return { emergencyNoticeTypeId: Number.isInteger(id) && id > 0 ? id : null };
  }
}
