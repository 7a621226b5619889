import { AppError, AppErrorCode } from "@/lib/errors";

// Keyset pagination for every list that can grow (dead jobs now; transactions, members and the rest next): a page
// is the rows after the last one seen, in a stable order ending with a unique column, so rows added or removed
// meanwhile never shift a page. The cursor is that last row's sort key, opaque to callers.

export type CursorPage<Node> = { nodes: Node[]; endCursor: string | null; hasNextPage: boolean };

export const INVALID_CURSOR_MESSAGE = "The list moved on: start again from the first page.";

/** `first` clamped to 1..max; max when not given. */
export function pageSize(first: number | null | undefined, max: number): number {
  return first == null ? max : Math.min(Math.max(1, Math.floor(first)), max);
}

export function encodeCursor(sortKey: ReadonlyArray<string | number>): string {
  return Buffer.from(JSON.stringify(sortKey)).toString("base64url");
}

/** The sort key a cursor carries, checked by `parse` (null when it does not fit); refused with the spec-style message. */
export function decodeCursor<Key>(cursor: string, parse: (values: unknown[]) => Key | null): Key {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    const key = Array.isArray(values) ? parse(values) : null;
    if (key !== null) return key;
  } catch {
    // Falls through to the refusal.
  }
  throw new AppError(AppErrorCode.INVALID_INPUT, INVALID_CURSOR_MESSAGE);
}

/** A page from rows fetched with LIMIT take + 1 (the extra row only says whether there is a next page). */
export function toCursorPage<Node>(
  rows: Node[],
  take: number,
  sortKeyOf: (node: Node) => ReadonlyArray<string | number>,
): CursorPage<Node> {
  const nodes = rows.slice(0, take);
  const last = nodes.at(-1);
  return { nodes, endCursor: last ? encodeCursor(sortKeyOf(last)) : null, hasNextPage: rows.length > take };
}

/** The usual sort key of a list shown newest first: a time, then the id that breaks ties. */
export type TimeAndId = { at: Date; id: string };

export function timeAndIdKey(at: Date, id: string): [string, string] {
  return [at.toISOString(), id];
}

/** decodeCursor's `parse` for timeAndIdKey; `isId` checks the id's form where the column has one (e.g. a uuid). */
export function parseTimeAndId([at, id]: unknown[], isId: (id: string) => boolean = (text) => text !== ""): TimeAndId | null {
  const valid = typeof at === "string" && !Number.isNaN(Date.parse(at)) && typeof id === "string" && isId(id);
  return valid ? { at: new Date(at), id } : null;
}

/**
 * The findMany arguments of one page of a table shown newest first by (createdAt, id), after the cursor `after`
 * when given, with the one extra row toCursorPage needs; `take` is the page's size.
 */
export function newestFirstPage({ first, after, max }: { first?: number | null; after?: string | null; max: number }) {
  const take = pageSize(first, max);
  const cursor = after ? decodeCursor(after, (key) => parseTimeAndId(key)) : null;
  return {
    take,
    findArgs: {
      where: cursor ? { OR: [{ createdAt: { lt: cursor.at } }, { createdAt: cursor.at, id: { lt: cursor.id } }] } : undefined,
      orderBy: [{ createdAt: "desc" as const }, { id: "desc" as const }],
      take: take + 1,
    },
  };
}
