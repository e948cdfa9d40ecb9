// oidc-provider ships no type declarations; only what the tests use is declared here.
declare module 'oidc-provider' {
  import type { Server } from 'node:http';
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    listen(port: number): Server;
  }
}
