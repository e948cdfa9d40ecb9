import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ApiListQuery } from '../platform/api-list-query';
import { ApiPublic } from '../platform/api-public.decorator';
import { ApiErrors } from '../platform/api-errors';
import { COUNTY_LIST, CountiesService } from './counties.service';

export class CountyDto {
  @ApiProperty({ example: 33 }) id: number;
  @ApiProperty({ example: 'Ingham' }) name: string;
  @ApiProperty({ example: 'ingham' }) alias: string;
  @ApiProperty({ example: 'MI' }) state: string;
}

export class CountyListDto {
  @ApiProperty({ type: [CountyDto] }) data: CountyDto[];
}

/** Public: the search form's county list. */
@ApiTags('counties')
@Controller('counties')
export class CountiesController {
  constructor(private readonly counties: CountiesService) {}

  @Get()
  @ApiOperation({ summary: 'List counties' })
  @ApiPublic()
  @ApiListQuery(COUNTY_LIST, { filters: 'e.g. filters[state][$eq]=MI' })
  @ApiOkResponse({ type: CountyListDto })
  @ApiErrors([400, 'validation_failed'])
  list(@Query() query: Record<string, unknown>): Promise<CountyListDto> {
    return this.counties.list(query);
  }
}
