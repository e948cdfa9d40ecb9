import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { NamedRefDto } from '../../notices/dto/notice-response.dto';

// The search answers of docs/api-search.md (GET search/search). The search sends its cards as PostgreSQL
// wrote them (search-cards.ts): SearchCardDto is the shape CARDS_SQL (search-sql.ts) writes.

export class CardPublicationDto extends NamedRefDto {
  @ApiProperty({ type: [NamedRefDto], description: 'the counties it covers, by name' })
  publicationArea: NamedRefDto[];
}

export class CardAttachmentDto {
  @ApiProperty() attachmentId: number;
  @ApiProperty() name: string;
}

/** A notice's search card, as CARDS_SQL (search-sql.ts) writes it. */
export class SearchCardDto {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'the first 400 characters (… when cut)' }) content: string;
  @ApiProperty({ type: CardPublicationDto }) publication: CardPublicationDto;
  @ApiProperty({ type: NamedRefDto }) noticeType: NamedRefDto;
  @ApiProperty({ type: [String], example: ['2026-11-20'], description: 'published days, oldest first' })
  publicationDates: string[];
  @ApiProperty({ type: [CardAttachmentDto] }) attachments: CardAttachmentDto[];
}

@ApiExtraModels(SearchCardDto)
export class SearchAnswerDto {
  @ApiProperty({ type: [Number], description: 'the ids of the page, in order' }) result: number[];
  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: getSchemaPath(SearchCardDto) },
    description: 'id → card, for the ids of result',
  })
  entities: Record<string, SearchCardDto>;
  @ApiProperty() total: number;
  @ApiProperty({ description: 'false: total is a lower bound (a very broad search)' }) totalExact: boolean;
  @ApiProperty() page: number;
  @ApiProperty() per: number;
}

export class SitemapEntryDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: '2026-11-20', description: 'the latest published day' }) lastmod: string;
}

/** The sitemap's page: public notices and the day each last appeared. */
export class SitemapDto {
  @ApiProperty({ type: [SitemapEntryDto] }) data: SitemapEntryDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() per: number;
}
