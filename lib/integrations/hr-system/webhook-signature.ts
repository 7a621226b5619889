import { createHmac, timingSafeEqual } from "node:crypto";
import type { HrWebhookEvent } from "./types";

// Finch's webhook signature (the Standard Webhooks scheme): HMAC-SHA256 over `${event id}.${timestamp}.${raw body}`
// with the endpoint's secret, sent base64 as "v1,<signature>" in finch-signature (several, space-separated, while a
// secret rotates). The built-in stand-in signs its events the same way, so one check serves both.

export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The key bytes of a secret as providers print it ("whsec_<base64>"). */
export function webhookKey(secret: string | Buffer): Buffer {
  return typeof secret === "string" ? Buffer.from(secret.replace(/^whsec_/, ""), "base64") : secret;
}

export function signWebhook({ key, eventId, timestamp, body }: { key: Buffer; eventId: string; timestamp: number; body: string }): string {
  return `v1,${createHmac("sha256", key).update(`${eventId}.${timestamp}.${body}`).digest("base64")}`;
}

/** True when one of the signatures is the body's, and the timestamp is within five minutes of now. */
export function isWebhookSignatureValid({ key, body, headers, now = new Date() }: { key: Buffer; body: string; headers: Headers; now?: Date }): boolean {
  const eventId = headers.get("finch-event-id");
  const timestampText = headers.get("finch-timestamp");
  const signatures = headers.get("finch-signature");
  if (!eventId || !timestampText || !signatures || !/^\d{1,12}$/.test(timestampText)) return false;
  const timestamp = Number(timestampText);
  if (Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signWebhook({ key, eventId, timestamp, body }).slice(3), "base64");
  return signatures.split(/\s+/).some((entry) => {
    const [version, value] = entry.split(",", 2);
    if (version !== "v1" || !value) return false;
    const given = Buffer.from(value, "base64");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** Finch's connection states that stop every sync until the employer connects again. */
const REAUTH_STATUSES = new Set(["reauth", "error_permissions", "error_no_account_setup", "disconnected"]);

/** Finch has fresh directory data: a refresh or the first sync after Connect finished. */
const SYNC_EVENTS = new Set(["job.data_sync_all.completed", "job.initial_data_sync_org.succeeded"]);

function webhookKind(eventType: string, status: unknown): HrWebhookEvent["kind"] {
  if (SYNC_EVENTS.has(eventType) || /^(directory|employment|individual)\./.test(eventType)) return "SYNC_COMPLETED";
  if (eventType === "account.updated" && typeof status === "string" && REAUTH_STATUSES.has(status)) return "REAUTH_REQUIRED";
  return "OTHER";
}

const nonEmpty = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

/** A webhook whose signature was checked, read as the product needs it; null when it is not one. */
export function readWebhookEvent(body: string, headers: Headers): HrWebhookEvent | null {
  let event: { event_type?: unknown; connection_id?: unknown; account_id?: unknown; data?: { status?: unknown } | null };
  try {
    event = JSON.parse(body) as typeof event;
  } catch {
    return null;
  }
  const connectionId = nonEmpty(event?.connection_id) ?? nonEmpty(event?.account_id);
  const type = nonEmpty(event?.event_type);
  const eventId = headers.get("finch-event-id");
  if (!connectionId || !type || !eventId) return null;
  return { connectionId, kind: webhookKind(type, event.data?.status), eventId };
}
