import { freePort } from './product';

export interface OidcAccount {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
}

/**
 * A real OpenID Connect provider (oidc-provider) on loopback, with its development login and
 * consent pages, for social sign-in tests. Sign in with `account.sub` as the login name.
 */
export async function startOidcProvider(redirectUri: string, account: OidcAccount) {
  const { default: Provider } = await import('oidc-provider');
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const client = { client_id: 'notices-e2e', client_secret: 'notices-e2e-secret-0123456789' };
  const provider = new Provider(issuer, {
    clients: [
      {
        ...client,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    pkce: { required: () => false },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx: unknown, id: string) {
      return {
        accountId: id,
        async claims() {
          return {
            sub: id,
            email: account.email,
            email_verified: true,
            given_name: account.givenName,
            family_name: account.familyName,
            name: `${account.givenName} ${account.familyName}`,
          };
        },
      };
    },
  });
  const server = provider.listen(port);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    issuer,
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: client.client_id, OIDC_CLIENT_SECRET: client.client_secret },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
