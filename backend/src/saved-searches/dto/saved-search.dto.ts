import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { isSavedDateRange, SAVED_DATE_RANGES, type SavedDateRange } from '@notices/common';
import {
  IsBoolean,
  IsInt,
  IsOptional,
  Validate,
  ValidatorConstraint,
  type ValidationArguments,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { nullableEnum } from '../../platform/nullable-schema';
import { RequiredText } from '../../platform/fields';
import { SearchFiltersDto } from '../../search/dto/search-query.dto';

const MUST_BE_BOOLEAN = 'must be true or false';
const DATE_RANGE_RULE = `must be one of ${SAVED_DATE_RANGES.join(', ')}`;

/**
 * A saved search's range: the search's presets or `all` (any date, what the site's "Any date" saves).
 * Declared on the subclass, this rule replaces the search's own rule for this one field.
 */
@ValidatorConstraint({ name: 'savedDateRange' })
class SavedDateRangeRule implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    const first = Array.isArray(value) ? value[0] : value;
    return first === undefined || first === null || first === '' || isSavedDateRange(first);
  }

  defaultMessage(_args: ValidationArguments): string {
    return DATE_RANGE_RULE;
  }
}

/** POST and PUT savedsearches: a name, the alert switches and the search's filters. */
export class SavedSearchWriteDto extends SearchFiltersDto {
  @RequiredText('Foreclosures in Ingham') name: string;

  @ApiPropertyOptional({
    enum: SAVED_DATE_RANGES,
    nullable: true,
    description:
      'a preset period of Detroit days, or all: every date. Without a range or from/to the search covers every date and is answered as all',
  })
  @Validate(SavedDateRangeRule)
  override dateRange?: unknown;

  @ApiPropertyOptional({ type: Boolean, default: true, description: 'e-mail alerts' })
  @IsOptional()
  @IsBoolean({ message: MUST_BE_BOOLEAN })
  notificationsEnabled?: boolean | null;

  @ApiPropertyOptional({ type: Boolean, default: false, description: 'text alerts (needs a phone)' })
  @IsOptional()
  @IsBoolean({ message: MUST_BE_BOOLEAN })
  textNotificationsEnabled?: boolean | null;

  /**
   * The back office sends the record's id back on PUT (as for notices); the path decides, this must
   * only agree (400 id_mismatch). A new search has none to send; POST ignores it.
   */
  @ApiPropertyOptional({ readOnly: true })
  @IsOptional()
  @IsInt()
  id?: number;
}

export class SavedSearchStatusDto {
  @ApiProperty({ description: 'false pauses the saved search and its alerts' })
  @IsBoolean({ message: MUST_BE_BOOLEAN })
  enabled: boolean;
}

/** A saved search as the contract answers it (docs/api-search.md). */
export class SavedSearchResponseDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  /** As the public site reads it (area=33&type=2; every date: dateRange=all). */
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
  @ApiProperty({
    ...nullableEnum(SAVED_DATE_RANGES),
    description: 'all: every date; null: from/to choose the days',
  })
  dateRange: SavedDateRange | null;
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
