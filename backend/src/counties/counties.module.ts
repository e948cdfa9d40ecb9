import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CountiesController } from './counties.controller';
import { CountiesService } from './counties.service';
import { County } from './county.entity';

@Module({
  imports: [TypeOrmModule.forFeature([County])],
  controllers: [CountiesController],
  providers: [CountiesService],
})
export class CountiesModule {}
