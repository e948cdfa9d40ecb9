import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DATE_RANGE_PRESETS, type DateRangePreset } from '@notices/common';
import { IsBoolean, IsOptional } from 'class-validator';
import { nullableEnum } from '../../common/nullable-schema';
import { RequiredText } from '../../auth/dto/fields';
import { SearchFiltersDto } from '../../search/dto/search-query.dto';
import type { SavedSearchView } from '../saved-search-view';

const MUST_BE_BOOLEAN = 'must be true or false';

/** POST and PUT savedsearches: a name, the alert switches and the search's filters. */
export class SavedSearchWriteDto extends SearchFiltersDto {
  @RequiredText('Foreclosures in Ingham') name: string;

  @ApiPropertyOptional({ type: Boolean, default: true, description: 'e-mail alerts' })
  @IsOptional()
  @IsBoolean({ message: MUST_BE_BOOLEAN })
  notificationsEnabled?: boolean | null;

  @ApiPropertyOptional({ type: Boolean, default: false, description: 'text alerts (needs a phone)' })
  @IsOptional()
  @IsBoolean({ message: MUST_BE_BOOLEAN })
  textNotificationsEnabled?: boolean | null;
}

export class SavedSearchStatusDto {
  @ApiProperty({ description: 'false pauses the saved search and its alerts' })
  @IsBoolean({ message: MUST_BE_BOOLEAN })
  enabled: boolean;
}

export class SavedSearchResponseDto implements SavedSearchView {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ example: 'area=33&type=2', description: "the public site's search query string" })
  query: string;
  @ApiProperty() enabled: boolean;
  @ApiProperty() notificationsEnabled: boolean;
  @ApiProperty() textNotificationsEnabled: boolean;
  @ApiProperty({ description: 'notices found now' }) numberOfHits: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: [String], description: 'the names of the counties of area' })
  publicationArea: string[];
  @ApiProperty({ type: String, nullable: true }) for: string | null;
  @ApiProperty({ type: [Number] }) pub: number[];
  @ApiProperty({ type: [Number] }) area: number[];
  @ApiProperty(nullableEnum(DATE_RANGE_PRESETS)) dateRange: DateRangePreset | null;
  @ApiProperty({ type: String, nullable: true }) from: string | null;
  @ApiProperty({ type: String, nullable: true }) to: string | null;
  @ApiProperty({ type: Number, nullable: true }) type: number | null;
  @ApiProperty({ type: [Number] }) f: number[];
  @ApiProperty({ type: [String] }) v: string[];
  @ApiProperty() userId: number;
}

export class SavedSearchListDto {
  @ApiProperty({ type: [SavedSearchResponseDto] }) data: SavedSearchResponseDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() per: number;
}

export class UnsubscribeInfoDto {
  @ApiProperty() name: string;
  @ApiProperty() notificationsEnabled: boolean;
  @ApiProperty() textNotificationsEnabled: boolean;
}

export class UnsubscribedDto {
  @ApiProperty() name: string;
}
