// Compile-time only (see common/type-equality.ts): each response DTO has exactly its view's shape, in
// both directions (`implements` alone would let a DTO document a field the API never sends).
import type { NoticeTypeResponseDto } from '../../notice-types/dto/notice-type.dto';
import type { NoticeTypeView } from '../../notice-types/notice-types.service';
import type { SavedSearchResponseDto } from '../../saved-searches/dto/saved-search.dto';
import type { SavedSearchView } from '../../saved-searches/saved-search-view';
import type { SchedulerRunDto } from '../../scheduler/scheduler.controller';
import type { SchedulerRunView } from '../../scheduler/scheduler.service';
import type { SearchCardDto, SitemapDto } from '../../search/dto/search-answer.dto';
import type { SearchCard, SitemapAnswer } from '../../search/search.service';
import type { Assert, SameShape } from '../../common/type-equality';
import type { UploadAnswer } from '../attachments.service';
import type { NoticeView, PublicNoticeView } from '../notice-view';
import type { NoticeResponseDto, PublicNoticeResponseDto, UploadAnswerDto } from './notice-response.dto';

export type ResponseDtosMatchTheirViews = [
  Assert<SameShape<NoticeResponseDto, NoticeView>>,
  Assert<SameShape<PublicNoticeResponseDto, PublicNoticeView>>,
  Assert<SameShape<UploadAnswerDto, UploadAnswer>>,
  Assert<SameShape<NoticeTypeResponseDto, NoticeTypeView>>,
  Assert<SameShape<SavedSearchResponseDto, SavedSearchView>>,
  Assert<SameShape<SearchCardDto, SearchCard>>,
  Assert<SameShape<SitemapDto, SitemapAnswer>>,
  Assert<SameShape<SchedulerRunDto, SchedulerRunView>>,
];
