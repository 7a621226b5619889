import "server-only";
import { getDb } from "@/lib/db";
import { channelFromDatabase, channelToDatabase } from "./channel";
import { outboxMessageSelect } from "./select";
import type { NewOutboxMessage, OutboxMessage } from "./types";

export async function recordOutboxMessage({ channel, to, subject, text, html }: NewOutboxMessage): Promise<OutboxMessage> {
  const db = await getDb();
  const row = await db.outboxMessage.create({
    data: { channel: channelToDatabase(channel), to, subject: subject ?? null, text, html: html ?? null },
    select: outboxMessageSelect,
  });
  return { ...row, channel: channelFromDatabase(row.channel) };
}
