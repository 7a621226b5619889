import "server-only";
import { getDb } from "@/lib/db";
import { channelFromDatabase, channelToDatabase } from "./channel";
import { outboxMessageSelect } from "./select";
import type { NewOutboxMessage, OutboxMessage } from "./types";

export async function recordOutboxMessage({ id, channel, to, subject, text, html }: NewOutboxMessage): Promise<OutboxMessage> {
  const db = await getDb();
  // Like a provider's idempotency key: the same id delivers once.
  const row = await db.outboxMessage.upsert({
    where: { id: id ?? "" },
    create: { ...(id ? { id } : {}), channel: channelToDatabase(channel), to, subject: subject ?? null, text, html: html ?? null },
    update: {},
    select: outboxMessageSelect,
  });
  return { ...row, channel: channelFromDatabase(row.channel) };
}
