import "server-only";
import { createHmac } from "node:crypto";
import { getSecretsKey } from "@/lib/crypto/secrets-key";
import { getDb, type Db, type Tx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ClearingFirmError } from "./types";

// The built-in sandbox's rows (ClearingSandboxRecord): one per object, so its state outlives a restart and every
// process (the app, the worker, a test) sees the same. An SSN is kept only as an HMAC keyed from the secrets key.

export type SandboxRecordKind =
  | "PERSON"
  | "TAX_ID"
  | "INVESTIGATION"
  | "ACCOUNT"
  | "INTERESTED_PARTY"
  | "DOCUMENT"
  | "FAILURE"
  | "ACH_RELATIONSHIP"
  | "TRANSFER"
  | "ORDER";

export type SandboxRecord<T> = { id: string; requestId: string | null; parentId: string | null; data: T };

type Client = Db | Tx;

function sandboxKey(): Buffer {
  return createHmac("sha256", getSecretsKey()).update("clearing-firm-sandbox").digest();
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value instanceof Uint8Array) return Buffer.from(value).toString("base64");
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** A keyed digest of a request's content: compares a retried create with the first without keeping the content. */
export function fingerprint(value: unknown): string {
  return createHmac("sha256", sandboxKey()).update(JSON.stringify(canonical(value))).digest("base64url");
}

/** The TAX_ID row's id: the same SSN always gives the same key; the key does not give the SSN back. */
export function taxIdKey(taxId: string): string {
  return createHmac("sha256", sandboxKey()).update(`ssn:${taxId}`).digest("base64url");
}

function toRecord<T>(row: { id: string; requestId: string | null; parentId: string | null; data: Prisma.JsonValue }): SandboxRecord<T> {
  return { id: row.id, requestId: row.requestId, parentId: row.parentId, data: row.data as unknown as T };
}

const columns = { id: true, requestId: true, parentId: true, data: true } as const;

export async function findRecord<T>(client: Client, kind: SandboxRecordKind, id: string): Promise<SandboxRecord<T> | null> {
  const row = await client.clearingSandboxRecord.findUnique({ where: { kind_id: { kind, id } }, select: columns });
  return row ? toRecord<T>(row) : null;
}

export async function findRecordByRequestId<T>(client: Client, kind: SandboxRecordKind, requestId: string): Promise<SandboxRecord<T> | null> {
  const row = await client.clearingSandboxRecord.findUnique({ where: { kind_requestId: { kind, requestId } }, select: columns });
  return row ? toRecord<T>(row) : null;
}

export async function findRecords<T>(client: Client, kind: SandboxRecordKind, ids: string[]): Promise<SandboxRecord<T>[]> {
  const rows = await client.clearingSandboxRecord.findMany({ where: { kind, id: { in: ids } }, select: columns });
  return rows.map((row) => toRecord<T>(row));
}

export async function findChildren<T>(client: Client, kind: SandboxRecordKind, parentId: string): Promise<SandboxRecord<T>[]> {
  const rows = await client.clearingSandboxRecord.findMany({ where: { kind, parentId }, select: columns, orderBy: { createdAt: "asc" } });
  return rows.map((row) => toRecord<T>(row));
}

export async function insertRecord<T>(
  tx: Tx,
  record: { kind: SandboxRecordKind; id: string; requestId?: string; parentId?: string; data: T },
): Promise<void> {
  await tx.clearingSandboxRecord.create({
    data: { ...record, data: record.data as unknown as Prisma.InputJsonValue },
  });
}

export async function saveRecord<T>(tx: Tx, kind: SandboxRecordKind, id: string, data: T): Promise<void> {
  await tx.clearingSandboxRecord.update({ where: { kind_id: { kind, id } }, data: { data: data as unknown as Prisma.InputJsonValue } });
}

/** Holds the row until the transaction ends: one writer per holder at a time, in every process. */
export async function lockRecord(tx: Tx, kind: SandboxRecordKind, id: string): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "ClearingSandboxRecord" WHERE "kind" = ${kind} AND "id" = ${id} FOR UPDATE`;
  return rows.length > 0;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "P2002";
}

/**
 * An idempotent create: the same requestId with the same content answers what the first call made; with other
 * content, CONFLICT. Two calls racing on one key (or on a unique the create writes) end the same way: the loser
 * looks again.
 */
export async function createOnce<T>({
  kind,
  requestId,
  content,
  create,
  answer,
}: {
  kind: SandboxRecordKind;
  requestId: string;
  content: unknown;
  create: (tx: Tx, contentFingerprint: string) => Promise<string>;
  answer: (client: Client, id: string) => Promise<T>;
}): Promise<T> {
  if (typeof requestId !== "string" || requestId.trim() === "" || requestId.length > 200) {
    throw new ClearingFirmError("INVALID_REQUEST", "A request id is required.", "requestId");
  }
  const contentFingerprint = fingerprint(content);
  const db = await getDb();
  for (let attempt = 0; ; attempt += 1) {
    const existing = await findRecordByRequestId<{ fingerprint: string }>(db, kind, requestId);
    if (existing) {
      if (existing.data.fingerprint !== contentFingerprint) {
        throw new ClearingFirmError("CONFLICT", "This request id was already used with different content.");
      }
      return answer(db, existing.id);
    }
    try {
      const id = await db.$transaction((tx) => create(tx, contentFingerprint));
      return await answer(db, id);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt > 0) throw error;
    }
  }
}

export type FailureMode = "UNAVAILABLE" | "TIMEOUT_AFTER_COMMIT";

export async function setFailure(operation: string, mode: FailureMode): Promise<void> {
  const db = await getDb();
  await db.clearingSandboxRecord.upsert({
    where: { kind_id: { kind: "FAILURE", id: operation } },
    create: { kind: "FAILURE", id: operation, data: { mode } },
    update: { data: { mode } },
  });
}

/** The failure armed for this operation, if any, taken by exactly one call in any process. */
export async function takeFailure(operation: string): Promise<FailureMode | null> {
  const db = await getDb();
  const rows = await db.$queryRaw<{ data: { mode: FailureMode } }[]>`
    DELETE FROM "ClearingSandboxRecord" WHERE "kind" = 'FAILURE' AND "id" = ${operation} RETURNING "data"`;
  return rows[0]?.data.mode ?? null;
}
