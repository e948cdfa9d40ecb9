// oidc-provider ships no types (@types/oidc-provider is not installed); this is the small part testkit/oidc-provider.ts uses.
declare module 'oidc-provider' {
  import type { Server } from 'node:http';

  interface FoundAccount {
    accountId: string;
    claims: () => Record<string, unknown>;
  }

  export interface ProviderConfiguration {
    clients: Array<Record<string, unknown>>;
    claims?: Record<string, string[]>;
    cookies?: { keys: string[] };
    features?: Record<string, { enabled: boolean }>;
    findAccount: (ctx: unknown, sub: string) => FoundAccount | undefined | Promise<FoundAccount | undefined>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: ProviderConfiguration);
    listen(port: number, host: string, callback: () => void): Server;
  }
}
