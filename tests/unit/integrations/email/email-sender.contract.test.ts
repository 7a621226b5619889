import { AppError, AppErrorCode } from "@/lib/errors";
import { LocalEmailSender } from "@/lib/integrations/email/local-adapter";
import { EMAIL_UNAVAILABLE_MESSAGE, SmtpEmailSender } from "@/lib/integrations/email/smtp-adapter";
import type { EmailSender } from "@/lib/integrations/email/types";
import { closedPort } from "../support/http-stand-in";
import { memoryOutbox } from "../support/memory-outbox";
import { headerOf, startSmtpStandIn } from "../support/smtp-stand-in";

type Delivered = {
  to: string;
  subject: string | undefined;
  content: string;
  header: (name: string) => string | undefined;
  /** Each attachment as "filename|content type|text". */
  attachments: string[];
};
type Harness = { sender: EmailSender; delivered(): Delivered[]; close(): Promise<void> };

const FROM = "Mariner <no-reply@marinerwellness.com>";
const credentials = { user: "mailer", pass: "s3cret:pass" };

const adapters: [string, () => Promise<Harness>][] = [
  [
    "SmtpEmailSender against a loopback SMTP server",
    async () => {
      const smtp = await startSmtpStandIn(credentials);
      const url = `smtp://${credentials.user}:${encodeURIComponent(credentials.pass)}@127.0.0.1:${smtp.port}`;
      return {
        sender: new SmtpEmailSender({ url, from: FROM }),
        delivered: () =>
          smtp.received.flatMap((mail) =>
            mail.to.map((to) => ({
              to,
              subject: headerOf(mail.raw, "Subject"),
              content: mail.raw,
              header: (name: string) => headerOf(mail.raw, name),
              attachments: attachmentsOf(mail.raw),
            })),
          ),
        close: smtp.close,
      };
    },
  ],
  [
    "LocalEmailSender into the outbox",
    async () => {
      const outbox = memoryOutbox();
      return {
        sender: new LocalEmailSender(outbox.record),
        delivered: () =>
          outbox.messages.map((message) => ({
            to: message.to,
            subject: message.subject ?? undefined,
            content: `${message.text}\n${message.html ?? ""}`,
            header: (name: string) => message.headers?.[name],
            attachments: (message.attachments ?? []).map((file) => `${file.filename}|${file.contentType}|${file.content}`),
          })),
        close: async () => {},
      };
    },
  ],
];

describe.each(adapters)("EmailSender contract: %s", (_name, start) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await start();
  });
  afterAll(() => harness.close());

  test("delivers the message to the recipient and returns a message id", async () => {
    const result = await harness.sender.send({
      to: "ada@example.com",
      subject: "Reset your password",
      text: "Open https://app.test/password-reset?token=abc to choose a new password.",
      html: "<p>Open <a href=\"https://app.test/password-reset?token=abc\">this link</a>.</p>",
    });

    expect(result.messageId).toEqual(expect.any(String));
    expect(result.messageId.length).toBeGreaterThan(0);
    const delivered = harness.delivered().at(-1);
    expect(delivered).toMatchObject({ to: "ada@example.com", subject: "Reset your password" });
    expect(delivered?.content).toContain("password-reset?token=abc");
  });

  test("keeps the one-click unsubscribe headers (RFC 8058)", async () => {
    const url = "https://app.test/api/unsubscribe?token=abc";
    await harness.sender.send({
      to: "lin@example.com",
      subject: "Budget alert",
      text: "Over budget",
      headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
    const delivered = harness.delivered().at(-1)!;
    expect(delivered.header("List-Unsubscribe")).toBe(`<${url}>`);
    expect(delivered.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  });

  test("attaches a calendar file", async () => {
    const ics = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n";
    await harness.sender.send({
      to: "kim@example.com",
      subject: "Your coaching session",
      text: "See the invitation",
      attachments: [{ filename: "invite.ics", contentType: "text/calendar; charset=utf-8; method=REQUEST", content: ics }],
    });
    const [file] = harness.delivered().at(-1)!.attachments;
    expect(file).toMatch(/^invite\.ics\|text\/calendar; charset=utf-8; method=REQUEST\|/);
    expect(file).toContain("BEGIN:VCALENDAR\r\nVERSION:2.0");
  });

  test("sends a text-only message", async () => {
    await harness.sender.send({ to: "grace@example.com", subject: "Welcome", text: "Hello Grace" });
    expect(harness.delivered().at(-1)).toMatchObject({ to: "grace@example.com", subject: "Welcome" });
  });

  test.each(["not-an-email", "", "ada@", "@example.com", "ada example@example.com", "a@b.com, c@d.com", "a@b.com\r\nBcc: c@d.com"])(
    "rejects the recipient %j and delivers nothing",
    async (to) => {
      const before = harness.delivered().length;
      const sending = harness.sender.send({ to, subject: "Hi", text: "Hi" });
      await expect(sending).rejects.toBeInstanceOf(AppError);
      await expect(sending).rejects.toMatchObject({ code: AppErrorCode.INVALID_INPUT });
      expect(harness.delivered()).toHaveLength(before);
    },
  );
});

describe("SmtpEmailSender", () => {
  test("sends from EMAIL_FROM, authenticating with the URL's credentials", async () => {
    const smtp = await startSmtpStandIn(credentials);
    try {
      const url = `smtp://${credentials.user}:${encodeURIComponent(credentials.pass)}@127.0.0.1:${smtp.port}`;
      await new SmtpEmailSender({ url, from: FROM }).send({ to: "ada@example.com", subject: "Hi", text: "Hi" });
      expect(smtp.received[0]?.from).toBe("no-reply@marinerwellness.com");
      expect(headerOf(smtp.received[0]?.raw ?? "", "From")).toBe(FROM);
    } finally {
      await smtp.close();
    }
  });

  test("a recipient the server refuses (550) is an invalid address", async () => {
    const smtp = await startSmtpStandIn(credentials);
    try {
      const url = `smtp://${credentials.user}:${encodeURIComponent(credentials.pass)}@127.0.0.1:${smtp.port}`;
      const sending = new SmtpEmailSender({ url, from: FROM }).send({ to: "nobody@rejected.test", subject: "Hi", text: "Hi" });
      await expect(sending).rejects.toMatchObject({ code: AppErrorCode.INVALID_INPUT });
    } finally {
      await smtp.close();
    }
  });

  test("wrong credentials or no server are UNAVAILABLE, without the password in the message", async () => {
    const smtp = await startSmtpStandIn(credentials);
    try {
      const wrong = new SmtpEmailSender({ url: `smtp://mailer:wrong-password@127.0.0.1:${smtp.port}`, from: FROM });
      const refused = wrong.send({ to: "ada@example.com", subject: "Hi", text: "Hi" });
      await expect(refused).rejects.toMatchObject({ code: AppErrorCode.UNAVAILABLE, message: EMAIL_UNAVAILABLE_MESSAGE });
      await expect(refused).rejects.not.toThrow(/wrong-password/);
    } finally {
      await smtp.close();
    }

    const down = new SmtpEmailSender({ url: `smtp://127.0.0.1:${await closedPort()}`, from: FROM });
    await expect(down.send({ to: "ada@example.com", subject: "Hi", text: "Hi" })).rejects.toMatchObject({
      code: AppErrorCode.UNAVAILABLE,
    });
  });
});

test("an SMTP_URL that is not a URL fails without repeating it", () => {
  expect(() => new SmtpEmailSender({ url: "mail.example.com:user:hunter2", from: FROM })).toThrow(/SMTP_URL/);
  expect(() => new SmtpEmailSender({ url: "mail.example.com:user:hunter2", from: FROM })).not.toThrow(/hunter2/);
});

/** The parts of a raw MIME message that carry a filename, decoded (nodemailer sends a short text file as base64 or quoted-printable). */
function attachmentsOf(raw: string): string[] {
  const boundary = /boundary="?([^"\r\n;]+)"?/i.exec(raw)?.[1];
  if (!boundary) return [];
  return raw
    .split(`--${boundary}`)
    .filter((part) => /filename="?[^"\r\n]+"?/i.test(part))
    .map((part) => {
      const [head = "", ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join("\r\n\r\n").trim();
      const filename = /filename="?([^"\r\n;]+)"?/i.exec(head)?.[1] ?? "";
      const contentType = (/Content-Type:\s*([^\r\n]+(?:\r?\n[ \t][^\r\n]+)*)/i.exec(head)?.[1] ?? "").replace(/\r?\n[ \t]+/g, " ").replace(/;\s*name="?[^";]+"?/i, "").trim();
      const encoding = /Content-Transfer-Encoding:\s*(\S+)/i.exec(head)?.[1]?.toLowerCase();
      const text =
        encoding === "base64"
          ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
          : encoding === "quoted-printable"
            ? body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
            : body;
      return `${filename}|${contentType}|${text}`;
    });
}
