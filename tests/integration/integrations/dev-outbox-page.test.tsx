import { randomUUID } from "node:crypto";
import { renderToStaticMarkup } from "react-dom/server";
import OutboxPage from "@/app/dev/outbox/page";
import { recordOutboxMessage } from "@/lib/integrations/outbox/record-outbox-message";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { useSettings } from "@/tests/unit/integrations/support/use-settings";

useTestDatabase();

const setSettings = useSettings();

async function render(to?: string): Promise<string> {
  return renderToStaticMarkup(await OutboxPage({ searchParams: Promise.resolve(to ? { to } : {}) }));
}

describe("/dev/outbox", () => {
  test("lists the recipient's messages with clickable links and the HTML in a sandbox", async () => {
    const to = `page-${randomUUID()}@example.com`;
    await recordOutboxMessage({
      channel: "email",
      to,
      subject: "Reset your password",
      text: "To continue, open https://app.test/password-reset?token=abc.",
      html: "<p>Open <script>alert(1)</script></p>",
    });

    const html = await render(to);

    expect(html).toContain("<h1");
    expect(html).toContain(`Email to ${to}`);
    expect(html).toContain("Reset your password");
    expect(html).toContain('<a href="https://app.test/password-reset?token=abc" class="text-brand-700 underline">https://app.test/password-reset?token=abc</a>.');
    expect(html).toMatch(/<iframe[^>]*sandbox=""/);
    expect(html).toContain('<label for="outbox-to"');
    expect(html).toContain("1 message");
  });

  test("says so when nothing was sent to the recipient", async () => {
    expect(await render(`nobody-${randomUUID()}@example.com`)).toContain("Nothing has been sent yet.");
  });

  test("is not found in a production deployment", async () => {
    setSettings({ NODE_ENV: "production", APP_ENV: "production" });
    await expect(render()).rejects.toHaveProperty("digest", expect.stringContaining("404"));
  });
});
