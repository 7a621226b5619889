import { AsyncLocalStorage } from "node:async_hooks";

import type {
  SqlDriverAdapter,
  SqlDriverAdapterFactory,
  SqlQuery,
  SqlResultSet,
  Transaction,
} from "@prisma/driver-adapter-utils";

// A mutation retried with its Idempotency-Key must take effect once, even when the instance running the first attempt
// died half-way (kill -9, a crash, a lost machine). Its key's record says whether the effect happened, because it is
// marked in the same database transaction as the operation's own writes: commit both or neither. This wraps the
// driver adapter Prisma runs on, so no operation has to remember it: while a keyed attempt runs (markEffectsOf), every
// transaction that wrote something sets the record's effectCommittedAt just before it commits, and a write outside a
// transaction is given one. docs/decisions.md, "Exactly once across crashes".

type Attempt = { recordId: string };

const globalForAttempts = globalThis as typeof globalThis & { __idempotencyAttempts?: AsyncLocalStorage<Attempt> };
const attempts = (globalForAttempts.__idempotencyAttempts ??= new AsyncLocalStorage<Attempt>());

/** Runs one keyed attempt: every write it commits marks the record `recordId` in the same transaction. */
export function markEffectsOf<T>(recordId: string, run: () => Promise<T>): Promise<T> {
  return attempts.run({ recordId }, run);
}

const WRITE = /^\s*(insert|update|delete|merge)\b/i;
const WRITING_CTE = /^\s*with\b[\s\S]*\b(insert|update|delete)\b/i;
// Bookkeeping, not the operation's effect: a rate limit counted on the way in, the key's own record. A retry after a
// crash that only got this far must still run the operation.
const BOOKKEEPING = /^\s*(insert\s+into|update|delete\s+from)\s+(?:"[^"]+"\.)?"(RateLimitCounter|IdempotencyRecord)"/i;

/** Whether a statement is one of an operation's effects: a write, other than bookkeeping. */
export function isEffect(sql: string): boolean {
  return (WRITE.test(sql) || WRITING_CTE.test(sql)) && !BOOKKEEPING.test(sql);
}

function markerQuery(recordId: string): SqlQuery {
  return {
    sql: `UPDATE "IdempotencyRecord" SET "effectCommittedAt" = now() WHERE "id" = $1`,
    args: [recordId],
    argTypes: [{ scalarType: "string", arity: "scalar" }],
  };
}

/** Prisma's adapter factory, wrapped so the adapters it connects mark keyed attempts' effects. */
export function markingEffects(factory: SqlDriverAdapterFactory): SqlDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => markingAdapter(await factory.connect()),
  };
}

function markingAdapter(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const withOwnTransaction = async <R>(query: SqlQuery, run: (queryable: Transaction) => Promise<R>): Promise<R> => {
    const attempt = attempts.getStore();
    if (!attempt || !isEffect(query.sql)) return run(adapter as unknown as Transaction);
    // A lone write of a keyed attempt: in a transaction of its own, with the mark.
    const transaction = await adapter.startTransaction();
    try {
      const result = await run(transaction);
      await transaction.executeRaw(markerQuery(attempt.recordId));
      await commit(transaction);
      return result;
    } catch (error) {
      await rollback(transaction).catch(() => {});
      throw error;
    }
  };
  return new Proxy(adapter, {
    get(target, property, receiver) {
      switch (property) {
        case "queryRaw":
          return (query: SqlQuery): Promise<SqlResultSet> => withOwnTransaction(query, (queryable) => queryable.queryRaw(query));
        case "executeRaw":
          return (query: SqlQuery): Promise<number> => withOwnTransaction(query, (queryable) => queryable.executeRaw(query));
        case "startTransaction":
          return async (...args: Parameters<SqlDriverAdapter["startTransaction"]>) =>
            markingTransaction(await target.startTransaction(...args));
        default: {
          const value: unknown = Reflect.get(target, property, receiver);
          return typeof value === "function" ? value.bind(target) : value;
        }
      }
    },
  });
}

// Prisma ends a transaction one of two ways, by the adapter's options: it sends COMMIT itself and then calls
// commit() to release the connection (pg), or it only calls commit() (PGlite's "phantom" transactions).
async function commit(transaction: Transaction): Promise<void> {
  if (!transaction.options.usePhantomQuery) await transaction.executeRaw({ sql: "COMMIT", args: [], argTypes: [] });
  await transaction.commit();
}

async function rollback(transaction: Transaction): Promise<void> {
  if (!transaction.options.usePhantomQuery) await transaction.executeRaw({ sql: "ROLLBACK", args: [], argTypes: [] });
  await transaction.rollback();
}

function markingTransaction(transaction: Transaction): Transaction {
  const attempt = attempts.getStore();
  if (!attempt) return transaction;
  let wrote = false;
  let marked = false;
  const markIfWrote = async () => {
    if (!wrote || marked) return;
    marked = true;
    await transaction.executeRaw(markerQuery(attempt.recordId));
  };
  return new Proxy(transaction, {
    get(target, property, receiver) {
      switch (property) {
        case "queryRaw":
          return (query: SqlQuery) => {
            if (isEffect(query.sql)) wrote = true;
            return target.queryRaw(query);
          };
        case "executeRaw":
          return async (query: SqlQuery) => {
            if (/^\s*COMMIT\b/i.test(query.sql)) await markIfWrote();
            else if (isEffect(query.sql)) wrote = true;
            return target.executeRaw(query);
          };
        case "commit":
          return async () => {
            if (target.options.usePhantomQuery) await markIfWrote();
            return target.commit();
          };
        default: {
          const value: unknown = Reflect.get(target, property, receiver);
          return typeof value === "function" ? value.bind(target) : value;
        }
      }
    },
  });
}
