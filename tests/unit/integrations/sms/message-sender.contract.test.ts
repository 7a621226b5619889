import { AppErrorCode } from "@/lib/errors";
import { LocalMessageSender } from "@/lib/integrations/sms/local-adapter";
import { SMS_UNAVAILABLE_MESSAGE, TwilioMessageSender, TwilioRequestError } from "@/lib/integrations/sms/twilio-adapter";
import type { MessageChannel, MessageSender } from "@/lib/integrations/sms/types";
import { INVALID_PHONE_MESSAGE } from "@/lib/integrations/sms/validate-outgoing-message";
import { closedPort } from "../support/http-stand-in";
import { memoryOutbox } from "../support/memory-outbox";
import { startTwilioStandIn, TWILIO_INVALID_TO } from "../support/twilio-stand-in";

type Delivered = { to: string; channel: MessageChannel; text: string };
type Harness = { sender: MessageSender; delivered(): Delivered[]; close(): Promise<void> };

const account = { accountSid: `AC${"1".repeat(32)}`, authToken: "twilio-auth-token", fromNumber: "+15125550100" };

const adapters: [string, () => Promise<Harness>][] = [
  [
    "TwilioMessageSender against a loopback Twilio",
    async () => {
      const twilio = await startTwilioStandIn(account);
      return {
        sender: new TwilioMessageSender({ ...account, baseUrl: twilio.baseUrl }),
        delivered: () =>
          twilio.deliveries.map((delivery) => ({
            to: delivery.to,
            channel: delivery.resource === "Messages" ? "sms" : "voice",
            text: delivery.body ?? delivery.spoken ?? "",
          })),
        close: twilio.close,
      };
    },
  ],
  [
    "LocalMessageSender into the outbox",
    async () => {
      const outbox = memoryOutbox();
      return {
        sender: new LocalMessageSender(outbox.record),
        delivered: () =>
          outbox.messages.map((message) => ({
            to: message.to,
            channel: message.channel as MessageChannel,
            text: message.text,
          })),
        close: async () => {},
      };
    },
  ],
];

describe.each(adapters)("MessageSender contract: %s", (_name, start) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await start();
  });
  afterAll(() => harness.close());

  test("sends a text message", async () => {
    const { sid } = await harness.sender.send({ to: "+15125550142", body: "Your Mariner code is 123456", channel: "sms" });

    expect(sid).toEqual(expect.any(String));
    expect(harness.delivered().at(-1)).toEqual({ to: "+15125550142", channel: "sms", text: "Your Mariner code is 123456" });
  });

  test("places a call that reads the text aloud, markup-like characters included", async () => {
    const body = `Your Mariner code is 1, 2, 3, 4, 5, 6. <Repeat> & "thanks"`;
    const { sid } = await harness.sender.send({ to: "+12125550199", body, channel: "voice" });

    expect(sid).toEqual(expect.any(String));
    expect(harness.delivered().at(-1)).toEqual({ to: "+12125550199", channel: "voice", text: body });
  });

  test.each([
    "5125550142",
    "15125550142",
    "+1 512 555 0142",
    "+1(512)5550142",
    "+1512555014",
    "+151255501420",
    "+10125550142",
    "+11125550142",
    "+442071234567",
    "",
  ])("rejects the number %j and sends nothing", async (to) => {
    const before = harness.delivered().length;
    for (const channel of ["sms", "voice"] as const) {
      await expect(harness.sender.send({ to, body: "Your code is 123456", channel })).rejects.toMatchObject({
        code: AppErrorCode.INVALID_INPUT,
        message: INVALID_PHONE_MESSAGE,
      });
    }
    expect(harness.delivered()).toHaveLength(before);
  });

  test("rejects an empty text", async () => {
    await expect(harness.sender.send({ to: "+15125550142", body: "  ", channel: "sms" })).rejects.toMatchObject({
      code: AppErrorCode.INVALID_INPUT,
    });
  });
});

describe("TwilioMessageSender", () => {
  let twilio: Awaited<ReturnType<typeof startTwilioStandIn>>;
  beforeAll(async () => {
    twilio = await startTwilioStandIn(account);
  });
  afterEach(() => twilio.failWith(undefined));
  afterAll(() => twilio.close());

  test("returns Twilio's sids: SM for messages, CA for calls", async () => {
    const sender = new TwilioMessageSender({ ...account, baseUrl: twilio.baseUrl });
    expect((await sender.send({ to: "+15125550142", body: "Code 123456", channel: "sms" })).sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect((await sender.send({ to: "+15125550142", body: "Code 123456", channel: "voice" })).sid).toMatch(/^CA[0-9a-f]{32}$/);
    expect(twilio.deliveries.at(-1)?.from).toBe(account.fromNumber);
  });

  test("a number Twilio calls invalid (21211) is an invalid phone number", async () => {
    const sender = new TwilioMessageSender({ ...account, baseUrl: twilio.baseUrl });
    const sending = sender.send({ to: TWILIO_INVALID_TO, body: "Code 123456", channel: "sms" });
    await expect(sending).rejects.toMatchObject({ code: AppErrorCode.INVALID_INPUT, message: INVALID_PHONE_MESSAGE });
    await expect(sending).rejects.toHaveProperty("cause", expect.objectContaining({ status: 400, twilioCode: 21211 }));
  });

  test("wrong credentials are UNAVAILABLE and the error names neither token nor text", async () => {
    const sender = new TwilioMessageSender({ ...account, authToken: "wrong-token", baseUrl: twilio.baseUrl });
    const error: unknown = await sender.send({ to: "+15125550142", body: "Code 654321", channel: "sms" }).catch((e) => e);
    expect(error).toMatchObject({ code: AppErrorCode.UNAVAILABLE, message: SMS_UNAVAILABLE_MESSAGE });
    const cause = (error as { cause: unknown }).cause;
    expect(cause).toBeInstanceOf(TwilioRequestError);
    expect(cause).toMatchObject({ status: 401, twilioCode: 20003 });
    expect(JSON.stringify({ error, cause, message: (cause as Error).message })).not.toMatch(/wrong-token|654321/);
  });

  test("a Twilio outage or an unreachable host is UNAVAILABLE", async () => {
    twilio.failWith(503);
    const sender = new TwilioMessageSender({ ...account, baseUrl: twilio.baseUrl });
    await expect(sender.send({ to: "+15125550142", body: "Code", channel: "sms" })).rejects.toMatchObject({
      code: AppErrorCode.UNAVAILABLE,
    });

    const unreachable = new TwilioMessageSender({ ...account, baseUrl: `http://127.0.0.1:${await closedPort()}` });
    await expect(unreachable.send({ to: "+15125550142", body: "Code", channel: "voice" })).rejects.toMatchObject({
      code: AppErrorCode.UNAVAILABLE,
    });
  });
});
