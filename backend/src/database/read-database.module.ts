import { Global, Module } from '@nestjs/common';
import { ReadDatabase } from './read-database';

/** The database of public reads (DATABASE_READ_URL's replica, else the primary), for every module. */
@Global()
@Module({ providers: [ReadDatabase], exports: [ReadDatabase] })
export class ReadDatabaseModule {}
