// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient module declaration is not imported
/// <reference path="./oidc-provider.d.ts" />
import type { Server } from 'node:http';
import { freePort } from './free-port';

/** The claims the provider tells about one account (its `sub` is the key it is found by). */
export interface Account {
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

const CLIENT = { clientId: 'notices-test', clientSecret: 'notices-test-secret' };

/**
 * A real OpenID provider (oidc-provider 9, ESM) on 127.0.0.1 with its built-in development login and
 * consent forms (sign in with an account's `sub` as the login name, any password); the one provider of the
 * API tests (backend/test) and the browser tests (e2e/).
 */
export async function startOidcProvider(accounts: Map<string, Account>, redirectUri: string) {
  const { default: Provider } = await import('oidc-provider');
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT.clientId,
        client_secret: CLIENT.clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    cookies: { keys: ['oidc-test-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      return account
        ? {
            accountId: sub,
            claims: () => ({ sub, ...account, name: `${account.given_name} ${account.family_name}` }),
          }
        : undefined;
    },
  });
  const server: Server = await new Promise((resolve) => {
    const listening = provider.listen(port, '127.0.0.1', () => resolve(listening));
  });
  return {
    issuer,
    ...CLIENT,
    /** The product's settings that point its social sign-in here. */
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: CLIENT.clientId, OIDC_CLIENT_SECRET: CLIENT.clientSecret },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type OidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;
