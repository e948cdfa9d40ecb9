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
        const decoded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: decoded,
          subject: /^Subject: (.*)$/m.exec(decoded)?.[1]?.trim() ?? '',
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
        throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
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
