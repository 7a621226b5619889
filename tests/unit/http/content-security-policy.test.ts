import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { contentSecurityPolicy, cspIntegrationsFrom } from "@/lib/http/content-security-policy";
import { inlineScriptHashes } from "@/lib/http/prerendered-script-hashes";
import { proxy } from "@/proxy";

const none = cspIntegrationsFrom({});
const directive = (policy: string, name: string) =>
  policy.split("; ").find((entry) => entry === name || entry.startsWith(`${name} `)) ?? "";

describe("the policy", () => {
  test("scripts only from this origin and the page's own nonce: no unsafe-inline, no inline handlers, no third party", () => {
    const policy = contentSecurityPolicy({ nonce: "abc123", integrations: none, https: false });
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'nonce-abc123'");
    expect(directive(policy, "script-src-attr")).toBe("script-src-attr 'none'");
    expect(policy).not.toMatch(/https:\/\//);
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(policy).not.toContain("upgrade-insecure-requests");
  });

  test("a third-party origin appears only for an integration that is configured", () => {
    const all = cspIntegrationsFrom({
      GOOGLE_CLIENT_ID: "id",
      NEXT_PUBLIC_CAPTCHA_SITE_KEY: "key",
      PLAID_CLIENT_ID: "id",
      PLAID_SECRET: "secret",
      NEXT_PUBLIC_DEMO_SCHEDULER_URL: "https://meetings.example.com/sales",
    });
    const policy = contentSecurityPolicy({ hashes: ["sha256-AAAA"], integrations: all, https: true });
    expect(directive(policy, "script-src")).toBe(
      "script-src 'self' 'sha256-AAAA' https://accounts.google.com/gsi/client https://challenges.cloudflare.com https://cdn.plaid.com/link/v2/stable/link-initialize.js",
    );
    expect(directive(policy, "frame-src")).toContain("https://meetings.example.com");
    expect(policy).toContain("upgrade-insecure-requests");
    // Plaid needs both keys: one alone is the built-in sandbox, all on this origin.
    expect(cspIntegrationsFrom({ PLAID_CLIENT_ID: "id" }).plaid).toBe(false);
  });

  test("with S3 the browser may PUT an upload (a bug report's screenshot) to the bucket, and nowhere else", () => {
    const aws = contentSecurityPolicy({ integrations: cspIntegrationsFrom({ S3_BUCKET: "files", S3_REGION: "us-east-2" }), https: true });
    expect(directive(aws, "connect-src")).toBe("connect-src 'self' https://s3.us-east-2.amazonaws.com https://files.s3.us-east-2.amazonaws.com");
    const minio = cspIntegrationsFrom({ S3_BUCKET: "files", S3_ENDPOINT: "http://127.0.0.1:9000" });
    expect(minio.storageOrigins).toEqual(["http://127.0.0.1:9000", "http://files.127.0.0.1:9000"]);
    expect(directive(contentSecurityPolicy({ integrations: none, https: false }), "connect-src")).toBe("connect-src 'self'");
  });
});

test("a prerendered page's inline scripts are allowed by the SHA-256 of their exact text", () => {
  const script = '(self.__next_f=self.__next_f||[]).push([0])';
  const html = `<html><script src="/_next/static/a.js" async=""></script><script>${script}</script><script type="application/ld+json">{}</script></html>`;
  const expected = `sha256-${createHash("sha256").update(script).digest("base64")}`;
  expect(inlineScriptHashes(html)).toEqual([expected, `sha256-${createHash("sha256").update("{}").digest("base64")}`]);
});

describe("proxy.ts", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    delete (globalThis as { __prerenderedScripts?: unknown }).__prerenderedScripts;
  });

  test("a page rendered per request gets a new nonce, given to Next on the request and to the browser", () => {
    process.env.NEXT_DIST_DIR = "no-such-build";
    const first = proxy(new NextRequest("http://localhost:3000/health"));
    const second = proxy(new NextRequest("http://localhost:3000/health"));
    const policy = first.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
    expect(first.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
    expect(first.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("a prerendered page gets the hashes of its own inline scripts and no nonce", () => {
    const dist = mkdtempSync(path.join(tmpdir(), "csp-build-"));
    mkdirSync(path.join(dist, "server", "app"), { recursive: true });
    writeFileSync(path.join(dist, "prerender-manifest.json"), JSON.stringify({ routes: { "/pricing": {} } }));
    writeFileSync(path.join(dist, "server", "app", "pricing.html"), "<script>window.built=1</script>");
    process.env.NEXT_DIST_DIR = path.relative(process.cwd(), dist);

    const policy = proxy(new NextRequest("http://localhost:3000/pricing")).headers.get("content-security-policy") ?? "";
    expect(directive(policy, "script-src")).toBe(
      `script-src 'self' 'sha256-${createHash("sha256").update("window.built=1").digest("base64")}'`,
    );
  });

  test("HSTS only when SITE_URL is https", () => {
    process.env.SITE_URL = "https://app.example.com";
    const secure = proxy(new NextRequest("https://app.example.com/pricing"));
    expect(secure.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    process.env.SITE_URL = "http://localhost:3000";
    expect(proxy(new NextRequest("http://localhost:3000/pricing")).headers.get("strict-transport-security")).toBeNull();
  });
});
