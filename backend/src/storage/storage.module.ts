import { Global, Module } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { Clock } from '../platform/clock';
import { APP_CONFIG, AppConfig } from '../config/config';
import { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import { StorageController } from './storage.controller';

/** Attachments storage: S3 when S3_BUCKET is set, otherwise local disk under DATA_DIR. */
@Global()
@Module({
  controllers: [StorageController],
  providers: [
    {
      provide: FileStorage,
      inject: [APP_CONFIG, Clock],
      useFactory: (config: AppConfig, clock: Clock): FileStorage => {
        if (config.s3) return new S3Storage(config.s3);
        // A key of its own, derived from the JWT secret, so a leaked URL signature says nothing about sessions.
        const secret = createHmac('sha256', config.jwtSecret).update('file-storage').digest('base64url');
        return new LocalDiskStorage(config.dataDir, config.publicUrl, secret, () => clock.now());
      },
    },
  ],
  exports: [FileStorage],
})
export class StorageModule {}
