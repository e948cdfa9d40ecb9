import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AbandonedUploads } from './abandoned-uploads';
import { AttachmentsService } from './attachments.service';
import { NoticeAttachment } from './notice-attachment.entity';
import { NoticeFilesController } from './notice-files.controller';
import { NoticeInput } from './notice-input';
import { NoticePublisher } from './notice-publisher.service';
import { NoticeQueries } from './notice-queries.service';
import { NoticeWriter } from './notice-writer.service';
import { Notice, NoticeFieldValue } from './notice.entity';
import { NoticesController } from './notices.controller';
import { DatePublication, PublicationDate } from './publication-date.entity';
import { PublicNoticesController } from './public-notices.controller';

/** Notices: editor writes, versions, publication dates, attachments and publishing. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Notice, NoticeFieldValue, PublicationDate, DatePublication, NoticeAttachment]),
  ],
  controllers: [NoticesController, NoticeFilesController, PublicNoticesController],
  providers: [
    NoticeQueries,
    NoticeInput,
    NoticeWriter,
    NoticePublisher,
    AttachmentsService,
    AbandonedUploads,
  ],
  exports: [NoticePublisher, NoticeQueries],
})
export class NoticesModule {}
