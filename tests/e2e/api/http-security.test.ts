import { request as httpRequest } from "node:http";
import type { Browser, Page } from "playwright-core";
import { baseUrl, demo, launchBrowser, newPage, signIn } from "../helpers/browser";

// Issue 11, findings 3 and 7 against the production server: the Content-Security-Policy holds on a prerendered page
// and a signed-in page with nothing blocked, and a forged X-Forwarded-For does not reset a per-IP limit.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Collects what the policy blocked on a page: its violation events and the console's CSP errors. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
  ];
}

function expectStrictPolicy(policy: string | null) {
  expect(policy).toBeTruthy();
  const scripts = policy!.split("; ").find((directive) => directive.startsWith("script-src "));
  expect(scripts).toMatch(/^script-src 'self' /);
  expect(scripts).not.toContain("unsafe-inline");
  expect(policy).toContain("script-src-attr 'none'");
}

test("a prerendered public page and a signed-in page carry a strict policy and nothing on them is blocked", async () => {
  const { context, page } = await newPage(browser);
  const violations = await watchViolations(page);

  const pricing = await page.goto("/pricing");
  expectStrictPolicy(pricing!.headers()["content-security-policy"] ?? null);
  expect(pricing!.headers()["content-security-policy"]).toMatch(/'sha256-/);
  // Hydrated: the calculator answers typing (its script ran under the policy).
  await page.getByRole("heading", { level: 1 }).waitFor();
  await page.waitForLoadState("networkidle");

  // A page rendered per request with a form (zod, the captcha hook): still nothing blocked.
  const logIn = await page.goto("/log-in");
  expect(logIn!.headers()["content-security-policy"]).toMatch(/'nonce-/);
  await page.waitForLoadState("networkidle");

  await signIn(page, demo.member);
  const health = await page.goto("/health");
  expectStrictPolicy(health!.headers()["content-security-policy"] ?? null);
  expect(health!.headers()["content-security-policy"]).toMatch(/'nonce-/);
  await page.waitForLoadState("networkidle");

  expect(await violations()).toEqual([]);
  await context.close();
});

/** A GraphQL POST sent from a given loopback address, so this test's per-IP counts are its own. */
function postFrom(localAddress: string, body: object, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  const url = new URL("/api/graphql", baseUrl);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        localAddress,
        headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1", ...headers },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

test("a forged X-Forwarded-For does not reset a per-IP limit", async () => {
  const connection = `127.0.${Math.floor(Math.random() * 200) + 10}.${Math.floor(Math.random() * 200) + 10}`;
  const requestDemo = (forged: string, index: number) =>
    postFrom(
      connection,
      {
        query: "mutation($input: RequestDemoInput!) { requestDemo(input: $input) { didRequest error } }",
        variables: {
          input: {
            name: "Morgan Ellis",
            workEmail: `xff-${Date.now()}-${index}@harbor.example`,
            company: "Harbor Charter Schools",
            employeeCount: 240,
            preferredTime: "Any time",
          },
        },
      },
      { "x-forwarded-for": forged },
    );

  const answers: unknown[] = [];
  for (let index = 0; index < 6; index += 1) {
    answers.push(JSON.parse((await requestDemo(`203.0.113.${index + 1}`, index)).text).data.requestDemo);
  }
  expect(answers.slice(0, 5)).toEqual(Array(5).fill({ didRequest: true, error: null }));
  expect(answers[5]).toEqual({ didRequest: false, error: "Too many attempts. Please try again later" });
});
