import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { County } from '../counties/county.entity';
import { UsersModule } from '../users/users.module';
import { ApiUserPublication } from './api-user-publication.entity';
import { PublicPublicationsController } from './public-publications.controller';
import { PublicationPermissionsWriter } from './publication-permissions';
import { PublicationReader } from './publication-reader';
import { PublicationUserPermission } from './publication-user-permission.entity';
import { Publication } from './publication.entity';
import { PublicationsController } from './publications.controller';
import { PublicationsSeed } from './publications.seed';
import { PublicationsService } from './publications.service';

/** Publications, their counties and permission tables; the demo publications. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Publication, PublicationUserPermission, ApiUserPublication, County]),
    AccountsModule,
    UsersModule,
  ],
  controllers: [PublicationsController, PublicPublicationsController],
  providers: [PublicationReader, PublicationsService, PublicationPermissionsWriter, PublicationsSeed],
})
export class PublicationsModule {}
