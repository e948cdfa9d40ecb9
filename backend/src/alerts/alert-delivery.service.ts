import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../platform/clock';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { MailService } from '../mail/mail.service';
import { SavedSearchesService } from '../saved-searches/saved-searches.service';
import { SmsService } from '../sms/sms.service';
import { ALERT_NOTICES_SQL, alertMail, alertSms, e164, type AlertNotice } from './alert-mail';

interface Group {
  savedSearchId: number;
  channel: 'email' | 'sms';
}

/**
 * Delivers queued alerts: one transaction per (saved search, channel) locks its undelivered rows, writes one
 * message to the mail or SMS outbox and marks the rows delivered. A crash before the commit leaves the rows
 * undelivered and no message; after it, the message and its delivery job exist and the rows are done: never
 * lost, never doubled. The job sends the message after the commit, with retries (docs/mail-delivery.md).
 */
@Injectable()
export class AlertDelivery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly sms: SmsService,
    private readonly savedSearches: SavedSearchesService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Delivers everything pending, or what it can until `stopAt` (epoch ms); answers the messages written. */
  async run(stopAt = Infinity): Promise<number> {
    let written = 0;
    while (Date.now() < stopAt) {
      const sent = await this.dataSource.transaction((m) => this.deliverOne(m));
      if (sent === null) break;
      if (sent.kind !== 'skipped') written++;
    }
    return written;
  }

  private async deliverOne(
    m: EntityManager,
  ): Promise<{ kind: 'email' | 'sms' | 'skipped'; id: number } | null> {
    const [group] = await m.query<Group[]>(
      `SELECT saved_search_id AS "savedSearchId", channel FROM alert_outbox WHERE delivered_at IS NULL
       ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`,
    );
    if (!group) return null;
    const rows = await m.query<Array<{ id: string; notice_id: number }>>(
      `SELECT id, notice_id FROM alert_outbox WHERE saved_search_id = $1 AND channel = $2 AND delivered_at IS NULL
       ORDER BY id FOR UPDATE SKIP LOCKED`,
      [group.savedSearchId, group.channel],
    );
    const [search] = await m.query<
      Array<{
        name: string;
        query: string;
        wanted: boolean;
        email: string;
        name_of: string;
        phone: string | null;
      }>
    >(
      `SELECT s.name, s.query, u.email, u.full_name AS name_of, u.phone,
         s.enabled AND u.status = 'active' AND CASE WHEN $2 = 'email' THEN s.notifications_enabled
           ELSE s.text_notifications_enabled AND u.phone IS NOT NULL END AS wanted
       FROM saved_searches s JOIN users u ON u.id = s.user_id WHERE s.id = $1`,
      [group.savedSearchId, group.channel],
    );
    const ids = rows.map((r) => r.id);
    let result: { kind: 'email' | 'sms' | 'skipped'; id: number } = { kind: 'skipped', id: 0 };
    if (search?.wanted) {
      const notices = await m.query<AlertNotice[]>(ALERT_NOTICES_SQL, [rows.map((r) => r.notice_id)]);
      if (group.channel === 'email') {
        const token = this.savedSearches.unsubscribeToken(group.savedSearchId);
        const message = alertMail(
          this.config.publicUrl,
          { email: search.email, name: search.name_of },
          search,
          notices,
          token,
        );
        result = { kind: 'email', id: await this.mail.record(m, message) };
      } else {
        const body = alertSms(this.config.publicUrl, search, notices.length);
        result = { kind: 'sms', id: await this.sms.record(m, e164(search.phone!), body) };
      }
    }
    // Skipped rows (notifications off meanwhile) are closed too, so they never fire later by surprise.
    await m.query(
      `UPDATE alert_outbox SET delivered_at = $2, mail_id = $3, sms_id = $4 WHERE id = ANY($1::bigint[])`,
      [
        ids,
        this.clock.now(),
        result.kind === 'email' ? result.id : null,
        result.kind === 'sms' ? result.id : null,
      ],
    );
    return result;
  }
}
