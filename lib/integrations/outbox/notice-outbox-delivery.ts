import { getEnv } from "@/lib/env";
import type { OutboxMessage } from "./types";

/** A hint on the dev server's console. Never the text: it carries codes and sign-in links. */
export function noticeOutboxDelivery(message: Pick<OutboxMessage, "channel" | "to">): void {
  if (getEnv().NODE_ENV !== "development") return;
  console.info(`[outbox] ${message.channel} to ${message.to} recorded; read it at /dev/outbox`);
}
