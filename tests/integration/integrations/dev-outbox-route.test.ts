import { randomUUID } from "node:crypto";
import { GET } from "@/app/api/dev/outbox/route";
import { recordOutboxMessage } from "@/lib/integrations/outbox/record-outbox-message";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { LOCAL_ADAPTERS, useSettings } from "@/tests/unit/integrations/support/use-settings";

useTestDatabase();

const setSettings = useSettings();

function get(query = ""): Promise<Response> {
  return GET(new Request(`http://localhost:3000/api/dev/outbox${query}`));
}

describe("GET /api/dev/outbox", () => {
  test("answers the recipient's messages as JSON, newest first", async () => {
    const to = `route-${randomUUID()}@example.com`;
    await recordOutboxMessage({ channel: "email", to, subject: "Verify your email", text: "Open https://app.test/v", html: "<p>Open</p>" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await recordOutboxMessage({ channel: "email", to, subject: "Welcome", text: "Hello", headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } });

    const response = await get(`?to=${encodeURIComponent(to)}`);

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as unknown[];
    expect(body).toEqual([
      { channel: "email", to, subject: "Welcome", text: "Hello", html: null, headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }, attachments: null, createdAt: expect.any(String) },
      { channel: "email", to, subject: "Verify your email", text: "Open https://app.test/v", html: "<p>Open</p>", headers: null, attachments: null, createdAt: expect.any(String) },
    ]);
    const [newest, oldest] = body as { createdAt: string }[];
    expect(Date.parse(newest!.createdAt)).toBeGreaterThanOrEqual(Date.parse(oldest!.createdAt));
  });

  test("filters by a phone number typed unencoded; without a filter lists everyone's messages, capped by ?limit", async () => {
    const to = `+1737${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
    await recordOutboxMessage({ channel: "sms", to, text: "Your code is 424242" });

    const unencoded = (await (await get(`?to=${to}`)).json()) as { text: string }[];
    expect(unencoded).toEqual([expect.objectContaining({ channel: "sms", to, text: "Your code is 424242" })]);

    const response = await get("?limit=1");
    const body = (await response.json()) as { channel: string; to: string }[];
    expect(body).toHaveLength(1);
    expect(body[0]).toEqual(expect.objectContaining({ channel: expect.stringMatching(/^(email|sms|voice)$/) }));
  });

  test("answers 404 in a production deployment", async () => {
    setSettings({ NODE_ENV: "production", APP_ENV: "production", ...LOCAL_ADAPTERS });
    const response = await get();
    expect(response.status).toBe(404);
  });

  test("in a production build answers only on a laptop, and only while email and SMS go to the outbox", async () => {
    // A deployment: production build on PostgreSQL, APP_ENV unset.
    setSettings({ NODE_ENV: "production", APP_ENV: undefined, DATABASE_URL: "postgresql://app@db.example.com/wellness", ...LOCAL_ADAPTERS });
    expect((await get()).status).toBe(404);

    // `npm start` on a laptop that was given real SMTP settings.
    setSettings({ APP_ENV: "local", SMTP_URL: "smtp://mail.example.com:587" });
    expect((await get()).status).toBe(404);

    // `npm start` on the embedded database (getDb() stays on this file's test database, opened before).
    setSettings({ APP_ENV: undefined, DATABASE_URL: undefined, SMTP_URL: undefined });
    expect((await get()).status).toBe(200);
  });
});
