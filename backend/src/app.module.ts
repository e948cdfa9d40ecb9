import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CommonModule } from './common/common.module';
import { ErrorFilter } from './common/error.filter';
import { createValidationPipe } from './common/validation';
import { AppConfig, DEFAULT_DATABASE_TIMEOUTS } from './config/config';
import { ConfigModule } from './config/config.module';
import { dataSourceOptions } from './database/data-source-options';
import { ReadDatabaseModule } from './database/read-database.module';
import { FEATURE_MODULES } from './feature-modules';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config, databaseUrl),
        CommonModule,
        TypeOrmModule.forRoot({
          ...dataSourceOptions(databaseUrl, config.databaseTimeouts ?? DEFAULT_DATABASE_TIMEOUTS),
          entities: [],
          autoLoadEntities: true,
        }),
        ReadDatabaseModule,
        ...FEATURE_MODULES,
      ],
      providers: [
        { provide: APP_FILTER, useClass: ErrorFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
    };
  }
}
