import { randomUUID } from "node:crypto";
import { getEmailSender } from "@/lib/integrations/email/get-email-sender";
import { listOutboxMessages } from "@/lib/integrations/outbox/list-outbox-messages";
import { recordOutboxMessage } from "@/lib/integrations/outbox/record-outbox-message";
import { getSmsSender } from "@/lib/integrations/sms/get-sms-sender";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { LOCAL_ADAPTERS, useSettings } from "@/tests/unit/integrations/support/use-settings";

useTestDatabase();

const uniqueEmail = () => `outbox-${randomUUID()}@example.com`;
const uniquePhone = () => `+1512${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("recordOutboxMessage and listOutboxMessages", () => {
  test("stores a message with every field and lists it back", async () => {
    const to = uniqueEmail();
    const headers = { "List-Unsubscribe": "<https://app.test/api/unsubscribe?token=t>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
    const stored = await recordOutboxMessage({ channel: "email", to, subject: "Welcome", text: "Hello", html: "<p>Hello</p>", headers });

    expect(stored).toEqual({
      id: expect.any(String),
      channel: "email",
      to,
      subject: "Welcome",
      text: "Hello",
      html: "<p>Hello</p>",
      headers,
      attachments: null,
      createdAt: expect.any(Date),
    });
    expect(await listOutboxMessages({ to })).toEqual([stored]);
  });

  test("lists newest first, filtered by recipient ignoring case, up to the limit", async () => {
    const to = uniqueEmail();
    const other = uniqueEmail();
    await recordOutboxMessage({ channel: "email", to, subject: "First", text: "1" });
    await tick();
    await recordOutboxMessage({ channel: "email", to: other, subject: "Someone else", text: "x" });
    await tick();
    await recordOutboxMessage({ channel: "email", to, subject: "Second", text: "2" });
    await tick();
    await recordOutboxMessage({ channel: "email", to, subject: "Third", text: "3" });

    const mine = await listOutboxMessages({ to: to.toUpperCase() });
    expect(mine.map((message) => message.subject)).toEqual(["Third", "Second", "First"]);
    expect((await listOutboxMessages({ to, limit: 2 })).map((message) => message.subject)).toEqual(["Third", "Second"]);

    const everyone = await listOutboxMessages({ limit: 200 });
    const positions = ["Third", "Someone else", "First"].map((subject) =>
      everyone.findIndex((message) => message.subject === subject && [to, other].includes(message.to)),
    );
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  test("keeps the channel of text messages and calls; subject and html stay empty", async () => {
    const to = uniquePhone();
    await recordOutboxMessage({ channel: "sms", to, text: "Code 111111" });
    await tick();
    await recordOutboxMessage({ channel: "voice", to, text: "Code 222222" });

    expect(await listOutboxMessages({ to })).toMatchObject([
      { channel: "voice", text: "Code 222222", subject: null, html: null },
      { channel: "sms", text: "Code 111111", subject: null, html: null },
    ]);
  });
});

describe("local adapters from the factories", () => {
  const setSettings = useSettings();
  beforeEach(() => setSettings(LOCAL_ADAPTERS));

  test("an email without SMTP settings lands in the outbox", async () => {
    const to = uniqueEmail();
    const { messageId } = await getEmailSender().send({ to, subject: "Reset your password", text: "https://app.test/reset?t=1" });

    const [message] = await listOutboxMessages({ to });
    expect(message).toMatchObject({ channel: "email", subject: "Reset your password", text: "https://app.test/reset?t=1" });
    expect(messageId).toContain(message!.id);
  });

  test("a code by text and by call without Twilio settings lands in the outbox", async () => {
    const to = uniquePhone();
    await getSmsSender().send({ to, body: "Your code is 123456", channel: "sms" });
    await tick();
    await getSmsSender().send({ to, body: "Your code is 1 2 3 4 5 6", channel: "voice" });

    expect(await listOutboxMessages({ to })).toMatchObject([
      { channel: "voice", text: "Your code is 1 2 3 4 5 6" },
      { channel: "sms", text: "Your code is 123456" },
    ]);
  });
});
