import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import { sendJson, startHttpStandIn } from "./http-stand-in";

export type TwilioDelivery = { resource: "Messages" | "Calls"; to: string; from: string; body?: string; spoken?: string };

/** Twilio's test-credentials number that always fails as "not a valid phone number" (error 21211). */
export const TWILIO_INVALID_TO = "+15005550001";

/**
 * Imitates Twilio's Messages and Calls endpoints: basic auth with the account sid and token, form fields, the real
 * 201 bodies and Twilio's error bodies ({ code, message, more_info, status }).
 */
export async function startTwilioStandIn(account: { accountSid: string; authToken: string; fromNumber: string }) {
  const deliveries: TwilioDelivery[] = [];
  const state = { failWith: undefined as number | undefined };
  const expectedAuth = `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString("base64")}`;

  const server = await startHttpStandIn((request, rawBody, response) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/(Messages|Calls)\.json$/.exec(path);
    if (request.method !== "POST" || !match) {
      return twilioError(response, 404, 20404, `The requested resource ${path} was not found`);
    }
    if (request.headers.authorization !== expectedAuth || match[1] !== account.accountSid) {
      return twilioError(response, 401, 20003, "Authenticate");
    }
    if (!request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded")) {
      return twilioError(response, 400, 20001, "Unsupported content type");
    }
    if (state.failWith) return twilioError(response, state.failWith, 20500, "Internal Server Error");

    const resource = match[2] as "Messages" | "Calls";
    const form = new URLSearchParams(rawBody);
    const to = form.get("To") ?? "";
    const from = form.get("From") ?? "";
    if (!to) return twilioError(response, 400, 21604, "A 'To' phone number is required.");
    if (!/^\+[1-9]\d{6,14}$/.test(to) || to === TWILIO_INVALID_TO) {
      return twilioError(response, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    }
    if (from !== account.fromNumber) {
      return twilioError(
        response,
        400,
        21606,
        `The From phone number ${from} is not a valid, SMS-capable inbound phone number or short code for your account.`,
      );
    }

    if (resource === "Messages") {
      const body = form.get("Body");
      if (!body) return twilioError(response, 400, 21602, "Message body is required.");
      const sid = `SM${randomBytes(16).toString("hex")}`;
      deliveries.push({ resource, to, from, body });
      return sendJson(response, 201, messageResource(account.accountSid, sid, to, from, body));
    }

    const twiml = form.get("Twiml");
    if (!twiml && !form.get("Url")) return twilioError(response, 400, 21205, "Url parameter is required.");
    const sid = `CA${randomBytes(16).toString("hex")}`;
    deliveries.push({ resource, to, from, spoken: spokenText(twiml ?? "") });
    return sendJson(response, 201, callResource(account.accountSid, sid, to, from));
  });

  return {
    baseUrl: server.baseUrl,
    deliveries,
    /** Makes every following request fail with this status (Twilio's 5xx body). */
    failWith(status: number | undefined) {
      state.failWith = status;
    },
    close: server.close,
  };
}

function twilioError(response: ServerResponse, status: number, code: number, message: string): void {
  sendJson(response, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
}

/** The text of the <Say> verbs, entities decoded. */
function spokenText(twiml: string): string {
  return [...twiml.matchAll(/<Say[^>]*>([\s\S]*?)<\/Say>/g)]
    .map((match) =>
      (match[1] ?? "")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&amp;/g, "&"),
    )
    .join(" ");
}

function messageResource(accountSid: string, sid: string, to: string, from: string, body: string) {
  const now = new Date().toUTCString().replace("GMT", "+0000");
  return {
    account_sid: accountSid,
    api_version: "2010-04-01",
    body,
    date_created: now,
    date_sent: null,
    date_updated: now,
    direction: "outbound-api",
    error_code: null,
    error_message: null,
    from,
    messaging_service_sid: null,
    num_media: "0",
    num_segments: "1",
    price: null,
    price_unit: "USD",
    sid,
    status: "queued",
    subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json` },
    to,
    uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
  };
}

function callResource(accountSid: string, sid: string, to: string, from: string) {
  return {
    account_sid: accountSid,
    annotation: null,
    answered_by: null,
    api_version: "2010-04-01",
    caller_name: null,
    date_created: null,
    date_updated: null,
    direction: "outbound-api",
    duration: null,
    end_time: null,
    forwarded_from: null,
    from,
    from_formatted: from,
    group_sid: null,
    parent_call_sid: null,
    phone_number_sid: `PN${randomBytes(16).toString("hex")}`,
    price: null,
    price_unit: "USD",
    queue_time: "0",
    sid,
    start_time: null,
    status: "queued",
    subresource_uris: { notifications: `/2010-04-01/Accounts/${accountSid}/Calls/${sid}/Notifications.json` },
    to,
    to_formatted: to,
    trunk_sid: null,
    uri: `/2010-04-01/Accounts/${accountSid}/Calls/${sid}.json`,
  };
}
