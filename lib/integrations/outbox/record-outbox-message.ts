import "server-only";
import { getDb } from "@/lib/db";
import { channelFromDatabase, channelToDatabase } from "./channel";
import { outboxMessageSelect } from "./select";
import { attachmentsFromJson, headersFromJson } from "./headers-from-json";
import type { NewOutboxMessage, OutboxMessage } from "./types";

export async function recordOutboxMessage({
  id,
  channel,
  to,
  subject,
  text,
  html,
  headers,
  attachments,
}: NewOutboxMessage): Promise<OutboxMessage> {
  const db = await getDb();
  // Like a provider's idempotency key: the same id delivers once.
  const row = await db.outboxMessage.upsert({
    where: { id: id ?? "" },
    create: { ...(id ? { id } : {}), channel: channelToDatabase(channel), to, subject: subject ?? null, text, html: html ?? null, ...(headers ? { headers } : {}),
      ...(attachments?.length ? { attachments } : {}),
    },
    update: {},
    select: outboxMessageSelect,
  });
  return {
    ...row,
    channel: channelFromDatabase(row.channel),
    headers: headersFromJson(row.headers),
    attachments: attachmentsFromJson(row.attachments),
  };
}
