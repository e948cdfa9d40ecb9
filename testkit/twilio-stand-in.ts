import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One message as Twilio's Messages endpoint received it. */
export interface TwilioRequest {
  path: string;
  auth: string;
  form: URLSearchParams;
}

/** The stand-in's answer to the `count`th message, sent to `to`: an HTTP status and Twilio's JSON body. */
export type TwilioAnswer = (to: string, count: number) => [number, object];

const accepted: TwilioAnswer = (_to, count) => [201, { sid: `SM${count}` }];

export interface TwilioStandIn {
  url: string;
  /** Every message it was sent, in order. */
  received: TwilioRequest[];
  close(): Promise<void>;
}

/**
 * Twilio's Messages endpoint played by a local server: SMS is a paid gateway outside the product, so the
 * tests replace it at its HTTP edge. It accepts every message unless `answer` says otherwise.
 */
export async function startTwilioStandIn(answer: TwilioAnswer = accepted): Promise<TwilioStandIn> {
  const received: TwilioRequest[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      received.push({ path: req.url ?? '', auth: req.headers.authorization ?? '', form });
      const [status, json] = answer(form.get('To') ?? '', received.length);
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // the product's keep-alive connections would hold the close
      }),
  };
}
