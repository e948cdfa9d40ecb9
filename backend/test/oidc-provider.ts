import type { Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';

export interface Account {
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A real OpenID provider (oidc-provider 9, ESM) on 127.0.0.1 with its built-in dev login and consent forms. */
export async function startOidcProvider(accounts: Map<string, Account>, redirectUri: string) {
  const { default: Provider } = await import('oidc-provider');
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'notices-test',
        client_secret: 'notices-test-secret',
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    cookies: { keys: ['oidc-test-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: () => ({ sub, ...account }) } : undefined;
    },
  });
  const server: Server = await new Promise((resolve) => {
    const s = provider.listen(port, '127.0.0.1', () => resolve(s));
  });
  return {
    issuer,
    clientId: 'notices-test',
    clientSecret: 'notices-test-secret',
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser in miniature: a cookie jar per host and manual redirects. */
export class Browser {
  private readonly jar = new Map<string, Map<string, string>>();

  async get(url: string): Promise<Response> {
    return this.request(url, { method: 'GET' });
  }

  async postForm(url: string, form: Record<string, string>): Promise<Response> {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  }

  /** Follows redirects while they stay off `stopAt`; answers the first Location that starts with it. */
  async followUntil(
    url: string,
    stopAt: string,
    onPage: (page: Response, url: string) => Promise<string | null>,
  ): Promise<string> {
    let next: string | null = url;
    for (let hops = 0; next && hops < 20; hops++) {
      if (next.startsWith(stopAt)) return next;
      const res = await this.get(next);
      const location = res.headers.get('location');
      next = location ? new URL(location, next).href : await onPage(res, next);
    }
    throw new Error(`never reached ${stopAt}`);
  }

  private async request(url: string, init: RequestInit): Promise<Response> {
    const host = new URL(url).host;
    const cookies = this.jar.get(host) ?? new Map<string, string>();
    const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as object), ...(cookie ? { cookie } : {}) },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair.split('=');
      const value = rest.join('=');
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name.trim());
      else cookies.set(name.trim(), value);
    }
    this.jar.set(host, cookies);
    return res;
  }
}
