import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { NoticesModule } from '../notices/notices.module';
import { SavedSearchesModule } from '../saved-searches/saved-searches.module';
import { SearchModule } from '../search/search.module';
import { SmsModule } from '../sms/sms.module';
import { AlertDelivery } from './alert-delivery.service';
import { AlertFanout } from './alert-fanout.service';
import { AlertMatcher } from './alert-matcher';
import { AlertsService } from './alerts.service';

/** Saved-search alerts by e-mail and text message. */
@Module({
  imports: [NoticesModule, SearchModule, SavedSearchesModule, MailModule, SmsModule],
  providers: [AlertMatcher, AlertFanout, AlertDelivery, AlertsService],
  exports: [AlertDelivery, AlertFanout],
})
export class AlertsModule {}
