import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';

/** POST admin/systemsettings: absent names keep their value. */
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

/** Every setting, as POST admin/systemsettings and the session answer carry them. */
export class SessionSettingsDto {
  @ApiProperty({ description: 'past publication dates allowed' }) pastDatesEnabled: boolean;
  @ApiProperty({ description: "today's date allowed" }) currentDateEnabled: boolean;
  /** Present once chosen in System settings (or by the demo data). */
  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'the notice type of the Emergency button, once chosen',
  })
  emergencyNoticeTypeId?: number | null;
}

/** The settings anyone may read (the public site's Emergency button). */
export class PublicSettingsDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'EMERGENCY_NOTICE_TYPE_ID when set, else the notice type chosen in System settings',
  })
  emergencyNoticeTypeId: number | null;
}
