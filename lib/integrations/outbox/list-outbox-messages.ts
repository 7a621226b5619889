import "server-only";
import { getDb } from "@/lib/db";
import { channelFromDatabase } from "./channel";
import { attachmentsFromJson, headersFromJson } from "./headers-from-json";
import { outboxMessageSelect } from "./select";
import type { OutboxMessage } from "./types";

export const DEFAULT_OUTBOX_LIMIT = 50;
export const MAX_OUTBOX_LIMIT = 200;

/** Newest first. `to` matches the whole address or number, ignoring case (emails are compared case-insensitively). */
export async function listOutboxMessages({ to, limit = DEFAULT_OUTBOX_LIMIT }: { to?: string; limit?: number } = {}): Promise<
  OutboxMessage[]
> {
  const db = await getDb();
  const rows = await db.outboxMessage.findMany({
    where: to ? { to: { equals: to, mode: "insensitive" } } : undefined,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: clampLimit(limit),
    select: outboxMessageSelect,
  });
  return rows.map((row) => ({
    ...row,
    channel: channelFromDatabase(row.channel),
    headers: headersFromJson(row.headers),
    attachments: attachmentsFromJson(row.attachments),
  }));
}

function clampLimit(limit: number): number {
  if (!Number.isFinite(limit)) return DEFAULT_OUTBOX_LIMIT;
  return Math.min(Math.max(Math.trunc(limit), 1), MAX_OUTBOX_LIMIT);
}
