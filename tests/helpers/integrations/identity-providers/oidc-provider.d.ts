// The part of npm oidc-provider's API the tests use (the package ships no type declarations).
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  type Account = { accountId: string; claims(): Promise<Record<string, unknown>> };

  export type Configuration = {
    clients?: Array<Record<string, unknown>>;
    claims?: Record<string, string[]>;
    cookies?: { keys?: string[] };
    jwks?: { keys: Array<Record<string, unknown>> };
    ttl?: Record<string, number>;
    pkce?: { required?: () => boolean };
    findAccount?: (ctx: unknown, accountId: string) => Promise<Account | undefined>;
  };

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
