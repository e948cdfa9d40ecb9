import { AuthModule } from './auth/auth.module';
import { CountiesModule } from './counties/counties.module';
import { HealthModule } from './health/health.module';
import { MailModule } from './mail/mail.module';
import { SystemSettingsModule } from './system-settings/system-settings.module';
import { UsersModule } from './users/users.module';

/** Every domain module of the API, in one list so the app and the tests boot the same thing. */
export const FEATURE_MODULES = [
  HealthModule,
  SystemSettingsModule,
  MailModule,
  AuthModule,
  UsersModule,
  CountiesModule,
];
