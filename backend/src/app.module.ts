import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CallerGuard } from './platform/caller';
import { PlatformModule } from './platform/platform.module';
import { ErrorFilter } from './platform/error.filter';
import { createValidationPipe } from './platform/validation';
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
        PlatformModule,
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
        // Routes marked @Authenticated need a caller (and their permission); the others pass.
        { provide: APP_GUARD, useClass: CallerGuard },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
    };
  }
}
