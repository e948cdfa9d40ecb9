import { Agent, request } from 'node:http';
import { wireBody, type GeneratedRequest } from './requests';

export interface WireAnswer {
  status: number;
  /** The start of the answer's body, for reports. */
  text: string;
}

/**
 * Sends exact bytes (supertest would re-serialize bodies and refuse some headers) over kept-alive
 * connections, so tens of thousands of requests cost no new sockets.
 */
export class WireClient {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 8 });

  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs = 15_000,
  ) {}

  send(input: GeneratedRequest, headers: Record<string, string> = {}): Promise<WireAnswer> {
    const all: Record<string, string> = { ...input.headers, ...headers };
    const body = wireBody(input);
    if (body) all['content-length'] = String(body.length);
    return new Promise((resolve, reject) => {
      const req = request(
        `${this.baseUrl}${input.url}`,
        { method: input.method, headers: all, agent: this.agent },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            if (size < 2_000) chunks.push(chunk);
            size += chunk.length;
          });
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString().slice(0, 2_000) }),
          );
          res.on('error', reject);
        },
      );
      req.setTimeout(this.timeoutMs, () => req.destroy(new Error(`no answer within ${this.timeoutMs} ms`)));
      req.on('error', reject);
      req.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
