import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/config';
import { Clock } from './clock';

/** Providers every domain may use. */
@Global()
@Module({
  providers: [
    {
      provide: Clock,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const clock = new Clock();
        // CLOCK_OFFSET_HOURS lets a demo or a browser test live "tomorrow" (e.g. to watch the scheduler).
        clock.advance(config.clockOffsetHours * 3600 * 1000);
        return clock;
      },
    },
  ],
  exports: [Clock],
})
export class PlatformModule {}
