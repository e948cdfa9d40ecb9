import { ApiKeysModule } from './api-keys/api-keys.module';
import { AlertsModule } from './alerts/alerts.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { BillingReportsModule } from './billing-reports/billing-reports.module';
import { CertificatesModule } from './certificates/certificates.module';
import { CountiesModule } from './counties/counties.module';
import { DemoModule } from './demo/demo.module';
import { HealthModule } from './health/health.module';
import { JobsModule } from './jobs/jobs.module';
import { MailModule } from './mail/mail.module';
import { NoticesModule } from './notices/notices.module';
import { NoticeTypesModule } from './notice-types/notice-types.module';
import { OpenDataModule } from './open-data/open-data.module';
import { PublicationsModule } from './publications/publications.module';
import { SavedSearchesModule } from './saved-searches/saved-searches.module';
import { SchedulerModule } from './scheduler/scheduler.module';
import { SearchModule } from './search/search.module';
import { SmsModule } from './sms/sms.module';
import { StorageModule } from './storage/storage.module';
import { SystemSettingsModule } from './system-settings/system-settings.module';
import { TransparencyModule } from './transparency/transparency.module';
import { UsersModule } from './users/users.module';

/** Every domain module of the API, in one list so the app and the tests boot the same thing. */
export const FEATURE_MODULES = [
  HealthModule,
  SystemSettingsModule,
  MailModule,
  AuthModule,
  AuditModule,
  UsersModule,
  CountiesModule,
  PublicationsModule,
  NoticeTypesModule,
  StorageModule,
  JobsModule,
  CertificatesModule,
  NoticesModule,
  SchedulerModule,
  SearchModule,
  DemoModule,
  SavedSearchesModule,
  SmsModule,
  AlertsModule,
  ApiKeysModule,
  BillingReportsModule,
  TransparencyModule,
  OpenDataModule,
];
