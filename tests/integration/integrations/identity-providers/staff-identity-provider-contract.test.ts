import { calculatePKCECodeChallenge, randomNonce, randomPKCECodeVerifier, randomState } from "openid-client";
import { POST as approveLocalSignIn } from "@/app/dev/identity-provider/approve/route";
import { resetEnvForTests } from "@/lib/env";
import { createLocalStaffIdentityProvider } from "@/lib/integrations/identity-providers/local-staff-adapter";
import { createOktaIdentityProvider } from "@/lib/integrations/identity-providers/okta-adapter";
import { IdentityProviderError, type StaffIdentityProvider } from "@/lib/integrations/identity-providers/types";
import {
  startOidcTestServer,
  type OidcTestServer,
} from "@/tests/helpers/integrations/identity-providers/oidc-test-server";

// One contract, two adapters: the real one (openid-client) against a real OIDC server on loopback, and the local
// stand-in through its own sign-in form handler.
const SITE_URL = "http://localhost:3000";
const redirectUri = `${SITE_URL}/okta/callback`;

type Harness = { provider: StaffIdentityProvider; signIn(url: URL, email: string): Promise<URL>; close(): Promise<void> };

async function oktaHarness(): Promise<Harness> {
  const server: OidcTestServer = await startOidcTestServer({
    redirectUris: [redirectUri],
    accounts: [{ email: "casey.staff@mariner.com", givenName: "Casey", familyName: "Staff" }],
  });
  return {
    provider: createOktaIdentityProvider({
      issuer: server.issuer,
      clientId: server.clientId,
      clientSecret: server.clientSecret,
    }),
    signIn: (url, email) => server.signIn(url, email),
    close: () => server.close(),
  };
}

async function localHarness(): Promise<Harness> {
  return {
    provider: createLocalStaffIdentityProvider({ siteUrl: SITE_URL }),
    async signIn(url, email) {
      const form = new URLSearchParams(url.searchParams);
      form.set("email", email);
      form.set("firstName", "Casey");
      form.set("lastName", "Staff");
      const response = await approveLocalSignIn(
        new Request(`${SITE_URL}/dev/identity-provider/approve`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: form.toString(),
        }),
      );
      expect(response.status).toBe(303);
      return new URL(response.headers.get("location")!);
    },
    close: async () => {},
  };
}

describe.each([
  ["real adapter (openid-client) against oidc-provider", oktaHarness],
  ["local stand-in", localHarness],
])("staff identity provider contract: %s", (_name, makeHarness) => {
  let harness: Harness;
  const savedSiteUrl = process.env.SITE_URL;

  beforeAll(async () => {
    process.env.SITE_URL = SITE_URL;
    resetEnvForTests();
    harness = await makeHarness();
  });
  afterAll(async () => {
    await harness.close();
    process.env.SITE_URL = savedSiteUrl;
    resetEnvForTests();
  });

  async function begin() {
    const flow = { state: randomState(), nonce: randomNonce(), codeVerifier: randomPKCECodeVerifier() };
    const url = await harness.provider.authorizationUrl({
      redirectUri,
      state: flow.state,
      nonce: flow.nonce,
      codeChallenge: await calculatePKCECodeChallenge(flow.codeVerifier),
    });
    return { ...flow, url };
  }

  function exchange(
    flow: { state: string; nonce: string; codeVerifier: string },
    callback: URL,
    overrides: Partial<{ expectedState: string; expectedNonce: string; codeVerifier: string }> = {},
  ) {
    return harness.provider.exchangeCode({
      redirectUri,
      callbackParams: callback.searchParams,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      codeVerifier: flow.codeVerifier,
      ...overrides,
    });
  }

  test("asks for openid email profile with state, nonce and an S256 challenge, returning to the redirect URI", async () => {
    const flow = await begin();
    const params = flow.url.searchParams;
    expect(params.get("scope")).toBe("openid email profile");
    expect(params.get("response_type")).toBe("code");
    expect(params.get("redirect_uri")).toBe(redirectUri);
    expect(params.get("state")).toBe(flow.state);
    expect(params.get("nonce")).toBe(flow.nonce);
    expect(params.get("code_challenge_method")).toBe("S256");
    expect(params.get("code_challenge")).toBe(await calculatePKCECodeChallenge(flow.codeVerifier));
  });

  test("a completed sign-in redeems the code for the person's verified identity", async () => {
    const flow = await begin();
    const callback = await harness.signIn(flow.url, "casey.staff@mariner.com");
    expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri);
    expect(callback.searchParams.get("state")).toBe(flow.state);
    const identity = await exchange(flow, callback);
    expect(identity).toMatchObject({ email: "casey.staff@mariner.com", firstName: "Casey", lastName: "Staff" });
    expect(identity.subject).toEqual(expect.any(String));
  });

  test("a code is single use", async () => {
    const flow = await begin();
    const callback = await harness.signIn(flow.url, "casey.staff@mariner.com");
    await exchange(flow, callback);
    await expect(exchange(flow, callback)).rejects.toBeInstanceOf(IdentityProviderError);
  });

  test.each([
    ["a different state", { expectedState: "another-state" }],
    ["a different nonce", { expectedNonce: "another-nonce" }],
    ["another PKCE verifier", { codeVerifier: randomPKCECodeVerifier() }],
  ])("refuses %s", async (_case, overrides) => {
    const flow = await begin();
    const callback = await harness.signIn(flow.url, "casey.staff@mariner.com");
    await expect(exchange(flow, callback, overrides)).rejects.toBeInstanceOf(IdentityProviderError);
  });

  test("refuses a made-up code", async () => {
    const flow = await begin();
    const forged = new URL(redirectUri);
    forged.searchParams.set("code", "made-up-code");
    forged.searchParams.set("state", flow.state);
    await expect(exchange(flow, forged)).rejects.toBeInstanceOf(IdentityProviderError);
  });
});
