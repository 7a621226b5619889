import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import Provider from "oidc-provider";

export type TestAccount = { email: string; givenName?: string; familyName?: string; emailVerified?: boolean };

export type OidcTestServer = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Signs in at the provider as `login` (an email) and returns the URL it redirects back to (code, state, iss). */
  signIn(authorizationUrl: string | URL, login: string): Promise<URL>;
  close(): Promise<void>;
};

/**
 * A real OpenID Connect provider (npm oidc-provider) on loopback, with its development login and consent screens,
 * driven over HTTP the way a browser would. Every login is accepted as the account of that email.
 */
export async function startOidcTestServer({
  redirectUris,
  accounts = [],
}: {
  redirectUris: string[];
  accounts?: TestAccount[];
}): Promise<OidcTestServer> {
  const clientId = "mariner-test";
  const clientSecret = "mariner-test-secret-that-is-long-enough";
  const known = new Map(accounts.map((account) => [account.email, account]));
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const provider = new Provider(issuer, {
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: "oidc-test", alg: "RS256", use: "sig" }] },
    ttl: { AuthorizationCode: 60, Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name", "family_name", "name"] },
    cookies: { keys: ["oidc-test-cookie-key"] },
    pkce: { required: () => true },
    async findAccount(_ctx, accountId) {
      const account: TestAccount = known.get(accountId) ?? { email: accountId };
      return {
        accountId,
        async claims() {
          return {
            sub: accountId,
            email: account.email,
            email_verified: account.emailVerified ?? true,
            given_name: account.givenName ?? "Okta",
            family_name: account.familyName ?? "Person",
          };
        },
      };
    },
  });
  provider.on("server_error", (_ctx, error) => console.error("oidc-provider", error));
  server.on("request", provider.callback());

  async function signIn(authorizationUrl: string | URL, login: string): Promise<URL> {
    const jar = new Map<string, string>();
    const remember = (response: Response) => {
      for (const header of response.headers.getSetCookie()) {
        const [pair, ...attributes] = header.split(";");
        const [name, ...rest] = pair!.split("=");
        const expired = attributes.some((a) => /expires=Thu, 01 Jan 1970/i.test(a)) || rest.join("=") === "";
        if (expired) jar.delete(name!.trim());
        else jar.set(name!.trim(), rest.join("="));
      }
    };
    const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    const send = async (url: URL, init: RequestInit = {}) => {
      const response = await fetch(url, {
        ...init,
        redirect: "manual",
        headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader() },
      });
      remember(response);
      return response;
    };

    let url = new URL(authorizationUrl);
    for (let step = 0; step < 12; step += 1) {
      if (!url.href.startsWith(issuer)) return url; // back at the client's redirect URI
      const response = await send(url);
      const location = response.headers.get("location");
      if (location) {
        url = new URL(location, url);
        continue;
      }
      const html = await response.text();
      if (response.status !== 200) throw new Error(`OIDC provider answered ${response.status}: ${html.slice(0, 300)}`);
      const prompt = html.includes('name="login"') ? "login" : "consent";
      const body = new URLSearchParams(prompt === "login" ? { prompt, login, password: "any" } : { prompt });
      const submitted = await send(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: body.toString(),
      });
      const next = submitted.headers.get("location");
      if (!next) throw new Error(`OIDC provider did not redirect after ${prompt}: ${submitted.status}`);
      url = new URL(next, url);
    }
    throw new Error("OIDC sign-in did not finish");
  }

  return {
    issuer,
    clientId,
    clientSecret,
    signIn,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
