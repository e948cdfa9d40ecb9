import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiPublic } from '../common/api-public.decorator';
import { ApiErrors } from '../common/api-errors';
import { CountiesService } from './counties.service';

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
  @ApiQuery({ name: 'filters', required: false, description: 'e.g. filters[state][$eq]=MI' })
  @ApiOkResponse({ type: CountyListDto })
  @ApiErrors([400, 'validation_failed'])
  list(@Query() query: Record<string, unknown>): Promise<CountyListDto> {
    return this.counties.list(query);
  }
}
