import { AppErrorCode } from "@/lib/errors";
import { LocalCaptchaVerifier } from "@/lib/integrations/captcha/local-adapter";
import { TurnstileCaptchaVerifier } from "@/lib/integrations/captcha/turnstile-adapter";
import type { CaptchaVerifier } from "@/lib/integrations/captcha/types";
import { closedPort } from "../support/http-stand-in";
import { startTurnstileStandIn } from "../support/turnstile-stand-in";

type Harness = { verifier: CaptchaVerifier; issueToken(): string; close(): Promise<void> };

const SECRET = "0x4AAAAAAA-test-secret";

const adapters: [string, () => Promise<Harness>][] = [
  [
    "TurnstileCaptchaVerifier against a loopback siteverify",
    async () => {
      const turnstile = await startTurnstileStandIn(SECRET);
      return {
        verifier: new TurnstileCaptchaVerifier({ secretKey: SECRET, verifyUrl: turnstile.verifyUrl }),
        issueToken: () => turnstile.issueToken(),
        close: turnstile.close,
      };
    },
  ],
  [
    "LocalCaptchaVerifier (captcha off)",
    async () => ({ verifier: new LocalCaptchaVerifier(), issueToken: () => "any-token", close: async () => {} }),
  ],
];

describe.each(adapters)("CaptchaVerifier contract: %s", (_name, start) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await start();
  });
  afterAll(() => harness.close());

  test("a token the widget produced passes", async () => {
    await expect(harness.verifier.verify({ token: harness.issueToken(), remoteIp: "203.0.113.7" })).resolves.toEqual({
      success: true,
    });
  });

  test.each([
    ["an empty token", ""],
    ["a blank token", "   "],
    ["a forged token", "forged-token"],
    ["an oversized token", "x".repeat(2049)],
  ])("%s passes only when captcha is off", async (_label, token) => {
    const { success } = await harness.verifier.verify({ token });
    expect(success).toBe(!harness.verifier.isEnabled);
  });
});

describe("TurnstileCaptchaVerifier", () => {
  let turnstile: Awaited<ReturnType<typeof startTurnstileStandIn>>;
  let verifier: TurnstileCaptchaVerifier;
  beforeAll(async () => {
    turnstile = await startTurnstileStandIn(SECRET);
    verifier = new TurnstileCaptchaVerifier({ secretKey: SECRET, verifyUrl: turnstile.verifyUrl });
  });
  afterEach(() => turnstile.failWith(undefined));
  afterAll(() => turnstile.close());

  test("is enabled and sends the secret, the token and the visitor's address", async () => {
    expect(verifier.isEnabled).toBe(true);
    const token = turnstile.issueToken();
    await verifier.verify({ token, remoteIp: "203.0.113.7" });
    expect(turnstile.requests.at(-1)).toEqual({ secret: SECRET, response: token, remoteip: "203.0.113.7" });
  });

  test("a token is good once", async () => {
    const token = turnstile.issueToken();
    expect(await verifier.verify({ token })).toEqual({ success: true });
    expect(await verifier.verify({ token })).toEqual({ success: false });
  });

  test("empty and oversized tokens fail without asking Cloudflare", async () => {
    const before = turnstile.requests.length;
    expect(await verifier.verify({ token: "" })).toEqual({ success: false });
    expect(await verifier.verify({ token: "x".repeat(2049) })).toEqual({ success: false });
    expect(turnstile.requests).toHaveLength(before);
  });

  test("a secret Cloudflare refuses is UNAVAILABLE, not a failed check", async () => {
    const misconfigured = new TurnstileCaptchaVerifier({ secretKey: "wrong", verifyUrl: turnstile.verifyUrl });
    await expect(misconfigured.verify({ token: turnstile.issueToken() })).rejects.toMatchObject({
      code: AppErrorCode.UNAVAILABLE,
    });
  });

  test("an outage or an unreachable siteverify is UNAVAILABLE", async () => {
    turnstile.failWith(500);
    await expect(verifier.verify({ token: turnstile.issueToken() })).rejects.toMatchObject({ code: AppErrorCode.UNAVAILABLE });

    const unreachable = new TurnstileCaptchaVerifier({ secretKey: SECRET, verifyUrl: `http://127.0.0.1:${await closedPort()}/` });
    await expect(unreachable.verify({ token: "some-token" })).rejects.toMatchObject({ code: AppErrorCode.UNAVAILABLE });
  });
});
