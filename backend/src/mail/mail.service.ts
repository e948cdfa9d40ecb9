import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createTransport, type Transporter } from 'nodemailer';
import { EntityManager, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { APP_CONFIG, AppConfig } from '../config/config';
import { MailOutbox } from './mail-outbox.entity';
import type { MailMessage } from './templates';

/**
 * Every message is first recorded in `mail_outbox` inside the caller's transaction, then delivered once
 * that transaction has committed: through SMTP when SMTP_URL is set, else printed to the console.
 * A failed delivery is recorded (last_error) and never fails the request that caused it.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter | null;

  constructor(
    @InjectRepository(MailOutbox) private readonly outbox: Repository<MailOutbox>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.transport = config.smtpUrl ? createTransport(config.smtpUrl) : null;
  }

  /** Records the message in the caller's transaction; call `deliver` with the id after it commits. */
  async record(manager: EntityManager, message: MailMessage): Promise<number> {
    const result = await manager.insert(MailOutbox, {
      recipient: message.recipient,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      headers: message.headers ?? {},
      createdAt: this.clock.now(),
    });
    return (result.identifiers[0] as { id: number }).id;
  }

  /** Sends a recorded message; never throws. */
  async deliver(id: number): Promise<void> {
    const mail = await this.outbox.findOne({ where: { id } });
    if (!mail) return;
    if (!this.transport) {
      this.logger.log(
        `Mail #${mail.id} to ${mail.recipient} (kept in the outbox, SMTP_URL unset)\n` +
          `Subject: ${mail.subject}\n\n${mail.textBody}`,
      );
      return;
    }
    try {
      await this.transport.sendMail({
        from: this.config.mailFrom,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        headers: mail.headers,
      });
      await this.outbox.update(id, {
        sentAt: this.clock.now(),
        attempts: mail.attempts + 1,
        lastError: null,
      });
    } catch (error) {
      this.logger.warn(`Mail #${id} to ${mail.recipient} failed: ${(error as Error).message}`);
      await this.outbox
        .update(id, {
          attempts: mail.attempts + 1,
          lastError: String((error as Error).message).slice(0, 2000),
        })
        .catch(() => undefined);
    }
  }

  /** Records and delivers a message that belongs to no transaction. */
  async send(message: MailMessage): Promise<void> {
    await this.deliver(await this.record(this.outbox.manager, message));
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
