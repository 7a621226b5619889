import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { publicPages } from "@/lib/content/public-pages";

// Public pages are prerendered at build time and must never need the database at request time: this starts a second
// server from the same build whose database cannot be reached, and every public page must still be served in full.

let server: ChildProcess;
let origin: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitUntilServing(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { redirect: "manual" });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [require.resolve("next/dist/bin/next"), "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: path.resolve(__dirname, "../../.."),
    env: {
      ...process.env,
      NODE_ENV: "production",
      APP_ENV: "test",
      SITE_URL: origin,
      // Nothing listens on port 1: any query would fail.
      DATABASE_URL: "postgresql://nobody@127.0.0.1:1/unreachable?connect_timeout=2",
      AUTH_SECRET: "without-database-test-secret-0123456789",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitUntilServing(origin);
}, 60_000);

afterAll(async () => {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
});

test("the database really is unreachable for this server", async () => {
  const response = await fetch(`${origin}/api/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1" },
    body: JSON.stringify({ query: "mutation { requestDemo(input: { name: \"A\", workEmail: \"a@example.com\", company: \"B\", employeeCount: 5, preferredTime: \"Any time\" }) { didRequest error } }" }),
  });
  const body = (await response.json()) as { data?: { requestDemo?: { didRequest: boolean } } | null; errors?: unknown[] };
  expect(body.data?.requestDemo?.didRequest ?? false).toBe(false);
  expect(body.errors?.length ?? 0).toBeGreaterThan(0);
}, 30_000);

test("every public page, the sitemap and the share images are still served in full", async () => {
  const failures: string[] = [];
  for (const entry of publicPages) {
    const response = await fetch(`${origin}${entry.path}`);
    const html = await response.text();
    if (response.status !== 200 || !/<h1[\s>]/.test(html) || !html.includes("</html>")) {
      failures.push(`${entry.path}: ${response.status}`);
    }
  }
  for (const extra of ["/sitemap.xml", "/robots.txt", "/og/pricing", "/no-such-page"]) {
    const response = await fetch(`${origin}${extra}`);
    if (response.status !== (extra === "/no-such-page" ? 404 : 200)) failures.push(`${extra}: ${response.status}`);
  }
  expect(failures).toEqual([]);
}, 60_000);
