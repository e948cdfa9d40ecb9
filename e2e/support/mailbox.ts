import type { AddressInfo } from 'node:net';

export interface CapturedMail {
  to: string[];
  raw: string;
  subject: string;
  /** Links found in the message, decoded from quoted-printable. */
  links: string[];
}

/** A real SMTP server on loopback that keeps every message it receives. */
export async function startMailbox() {
  const { SMTPServer } = await import('smtp-server');
  const mails: CapturedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const decoded = parseMessage(raw);
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: decoded,
          subject: decodeWords(/^Subject: (.*)$/m.exec(decoded)?.[1]?.trim() ?? ''),
          links: [...new Set(decoded.match(/https?:\/\/[^\s"'<>)]+/g) ?? [])],
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  /** Waits for a message to `to` whose subject matches, up to `timeoutMs`. */
  async function waitFor(to: string, subject: RegExp = /./, timeoutMs = 15000): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = mails.find((m) => m.to.includes(to) && subject.test(m.subject));
      if (mail) return mail;
      if (Date.now() > deadline)
        throw new Error(
          `no mail to ${to} matching ${subject} within ${timeoutMs} ms; subjects seen: ${JSON.stringify(
            mails.filter((m) => m.to.includes(to)).map((m) => m.subject),
          )}`,
        );
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 250);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

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
