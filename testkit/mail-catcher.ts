import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  /** The Subject header, RFC 2047 encoded words decoded. */
  subject: string;
  /** Headers unfolded and the body's quoted-printable undone: enough to find links and words. */
  text: string;
  /** The links found in the message. */
  links: string[];
}

/**
 * A real SMTP server on 127.0.0.1 that keeps every message in memory; the one mail catcher of the API
 * tests (backend/test) and the browser tests (e2e/).
 */
export class MailCatcher {
  readonly mails: CapturedMail[] = [];
  private server: SMTPServer | null = null;
  private port = 0;
  private readonly waiters: Array<() => void> = [];

  /** Starts listening on a free port; answers it. */
  async start(): Promise<number> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const text = parseMessage(Buffer.concat(chunks).toString('latin1'));
          this.mails.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: decodeWords(/^Subject: (.*)$/m.exec(text)?.[1]?.trim() ?? ''),
            text,
            links: [...new Set(text.match(/https?:\/\/[^\s"'<>)]+/g) ?? [])],
          });
          this.waiters.splice(0).forEach((wake) => wake());
          callback();
        });
      },
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.port = (server.server.address() as AddressInfo).port;
    return this.port;
  }

  /** The SMTP_URL that makes the product send here. */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /**
   * The last message sent to `email`, once at least `count` have arrived: mail goes out from a job after
   * the request's answer, so this waits up to `timeoutMs`.
   */
  async lastTo(email: string, count = 1, timeoutMs = 15000): Promise<CapturedMail> {
    const address = email.toLowerCase();
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const sent = this.mails.filter((m) => m.to.includes(address));
      if (sent.length >= count) return sent[sent.length - 1];
      if (Date.now() > deadline)
        throw new Error(
          `${sent.length} of ${count} mails to ${email} within ${timeoutMs} ms; got ${this.mails.map((m) => m.to.join(',')).join('; ')}`,
        );
      await this.next();
    }
  }

  /** The token of the last `${publicUrl}/<path>/<token>` link mailed to `email` (the `count`-th mail or later). */
  async tokenFrom(email: string, path: 'verify' | 'forget_password', count = 1): Promise<string> {
    const match = new RegExp(`/${path}/([A-Za-z0-9_-]{43})`).exec((await this.lastTo(email, count)).text);
    if (!match) throw new Error(`no /${path}/ link in the mail to ${email}`);
    return match[1];
  }

  private next(): Promise<void> {
    return new Promise<void>((resolve) => {
      this.waiters.push(resolve);
      setTimeout(resolve, 250);
    });
  }

  /** Waits for a message to `to` whose subject matches, up to `timeoutMs` (mail is sent after the answer). */
  async waitFor(to: string, subject: RegExp = /./, timeoutMs = 15000): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.mails.find((m) => m.to.includes(to) && subject.test(m.subject));
      if (mail) return mail;
      if (Date.now() > deadline)
        throw new Error(
          `no mail to ${to} matching ${subject} within ${timeoutMs} ms; subjects seen: ${JSON.stringify(
            this.mails.filter((m) => m.to.includes(to)).map((m) => m.subject),
          )}`,
        );
      await this.next();
    }
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** Headers unfolded (RFC 5322 §2.2.3) and the body's quoted-printable undone, as one readable text. */
function parseMessage(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = (split === -1 ? raw : raw.slice(0, split)).replace(/\r?\n[ \t]+/g, ' ');
  const body = split === -1 ? '' : raw.slice(split);
  const unquoted = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return `${head}${Buffer.from(unquoted, 'latin1').toString('utf8')}`;
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) in a header value. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__: string, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}
