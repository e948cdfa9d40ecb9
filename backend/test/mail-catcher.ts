import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  subject: string;
  /** The whole message with quoted-printable undone, enough to find links and words. */
  text: string;
}

/** Undoes quoted-printable soft line breaks and =XX escapes. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A real SMTP server on 127.0.0.1 that keeps every message in memory. */
export class MailCatcher {
  readonly mails: CapturedMail[] = [];
  private server: SMTPServer | null = null;

  async start(): Promise<number> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('latin1');
          const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
          this.mails.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject,
            text: decodeQuotedPrintable(raw),
          });
          callback();
        });
      },
    });
    const server = this.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.server.address() as AddressInfo).port;
  }

  /** The last message sent to `email`. */
  lastTo(email: string): CapturedMail {
    const mail = [...this.mails].reverse().find((m) => m.to.includes(email.toLowerCase()));
    if (!mail)
      throw new Error(`no mail to ${email}; got ${this.mails.map((m) => m.to.join(',')).join('; ')}`);
    return mail;
  }

  /** The token of the last `${publicUrl}/<path>/<token>` link mailed to `email`. */
  tokenFrom(email: string, path: 'verify' | 'forget_password'): string {
    const match = new RegExp(`/${path}/([A-Za-z0-9_-]{43})`).exec(this.lastTo(email).text);
    if (!match) throw new Error(`no /${path}/ link in the mail to ${email}`);
    return match[1];
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
