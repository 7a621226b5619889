import { AppError, AppErrorCode } from "@/lib/errors";

type Messages = { notFound: string; deleted?: string };

const notFound = (messages: Messages) => new AppError(AppErrorCode.NOT_FOUND, messages.notFound, { field: "id" });

/** An update must name its row; without an id the answer is the kind's "not found" message. */
export function requireAccountId(id: string | null | undefined, messages: Messages): string {
  if (!id) throw notFound(messages);
  return id;
}

/**
 * The row an update names, or the kind's "not found" message when it is missing or another member's (the two
 * answers are the same, so an id says nothing about whether it exists), or its "deleted" message when the member
 * removed it.
 */
export function ownedAccountOrThrow<Row extends { customerId: string; deletedAt?: Date | null }>(
  row: Row | null,
  messages: Messages,
): Row {
  if (!row) throw notFound(messages);
  if (row.deletedAt && messages.deleted) throw new AppError(AppErrorCode.NOT_FOUND, messages.deleted, { field: "id" });
  return row;
}

/** Where a row belongs to the member signed in (their Customer, through the unique userId). */
export const ownedBy = (userId: string) => ({ customer: { userId } });
