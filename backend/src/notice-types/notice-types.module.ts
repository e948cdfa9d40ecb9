import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NoticeType, NoticeTypeField } from './notice-type.entity';
import { NoticeTypesController, PublicNoticeTypesController } from './notice-types.controller';
import { NoticeTypesSeed } from './notice-types.seed';
import { NoticeTypesService } from './notice-types.service';

@Module({
  imports: [TypeOrmModule.forFeature([NoticeType, NoticeTypeField])],
  controllers: [NoticeTypesController, PublicNoticeTypesController],
  providers: [NoticeTypesService, NoticeTypesSeed],
  exports: [NoticeTypesService],
})
export class NoticeTypesModule {}
