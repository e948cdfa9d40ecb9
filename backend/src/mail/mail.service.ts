import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createTransport, type Transporter } from 'nodemailer';
import { EntityManager, Repository } from 'typeorm';
import { Clock } from '../platform/clock';
import { APP_CONFIG, AppConfig } from '../config/config';
import { DeliveryQueue, MAIL_CHANNEL, PermanentDeliveryError } from './delivery';
import { MailOutbox } from './mail-outbox.entity';
import type { MailMessage } from './templates';

/**
 * Every message is recorded in `mail_outbox` with its `send-mail` job inside the caller's transaction; the
 * job delivers it through SMTP when SMTP_URL is set (retried with backoff), else prints it to the console.
 * A failed delivery is recorded (attempts, last_error) and never fails the request that caused it.
 */
@Injectable()
export class MailService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter | null;

  constructor(
    @InjectRepository(MailOutbox) private readonly outbox: Repository<MailOutbox>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly delivery: DeliveryQueue,
  ) {
    // Timeouts well under the job's expiry, so a stuck relay fails the try instead of holding it.
    this.transport = config.smtpUrl
      ? createTransport({
          url: config.smtpUrl,
          connectionTimeout: 30_000,
          greetingTimeout: 30_000,
          socketTimeout: 60_000,
        })
      : null;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.delivery.register(MAIL_CHANNEL, {
      configured: this.transport !== null,
      transmit: (id) => this.transmit(id),
      print: (id) => this.print(id),
    });
  }

  /** Records the message and queues its delivery, both in the caller's transaction; answers its id. */
  async record(manager: EntityManager, message: MailMessage): Promise<number> {
    const result = await manager.insert(MailOutbox, {
      recipient: message.recipient,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      headers: message.headers ?? {},
      createdAt: this.clock.now(),
    });
    const id = (result.identifiers[0] as { id: number }).id;
    await this.delivery.queue(manager, MAIL_CHANNEL, id);
    return id;
  }

  /**
   * One Message-ID per outbox row, the same on every try: a relay or mailbox that saw it already can drop
   * the repeat (the one duplicate window, docs/mail-delivery.md).
   */
  messageId(mail: Pick<MailOutbox, 'id' | 'createdAt'>): string {
    return `<outbox-${mail.id}.${mail.createdAt.getTime()}@${new URL(this.config.publicUrl).hostname}>`;
  }

  private async transmit(id: number): Promise<null> {
    const mail = await this.outbox.findOneByOrFail({ id });
    try {
      await this.transport!.sendMail({
        from: this.config.mailFrom,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        headers: mail.headers,
        messageId: this.messageId(mail),
      });
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      // 5xx is the relay's final word (no such mailbox, refused): retrying will not change it.
      if (code !== undefined && code >= 500) throw new PermanentDeliveryError((error as Error).message);
      throw error;
    }
    return null;
  }

  private async print(id: number): Promise<void> {
    const mail = await this.outbox.findOneByOrFail({ id });
    this.logger.log(
      `Mail #${mail.id} to ${mail.recipient} (kept in the outbox, SMTP_URL unset)\n` +
        `Subject: ${mail.subject}\n\n${mail.textBody}`,
    );
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
