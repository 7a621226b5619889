import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { type CursorPage, newestFirstPage, timeAndIdKey, toCursorPage } from "@/lib/pagination/cursor-page";

export const FEEDBACK_PAGE_SIZE = 50;

export type CustomerFeedbackRecord = {
  id: string;
  netPromoterScore: number;
  feedback: string | null;
  prompt: string | null;
  createdAt: Date;
  member: { userId: string; email: string; firstName: string; lastName: string };
};

/** Staff only: every member's survey answers, newest first, a cursor page at a time. */
export async function listCustomerFeedback({
  viewer,
  first,
  after,
}: {
  viewer: Viewer | null;
  first?: number | null;
  after?: string | null;
}): Promise<CursorPage<CustomerFeedbackRecord>> {
  authorize(viewer, "feedback:read");
  const { take, findArgs } = newestFirstPage({ first, after, max: FEEDBACK_PAGE_SIZE });
  const db = await getDb();
  const rows = await db.customerFeedback.findMany({
    ...findArgs,
    select: {
      id: true,
      netPromoterScore: true,
      feedback: true,
      prompt: true,
      createdAt: true,
      customer: { select: { user: { select: { id: true, email: true, firstName: true, lastName: true } } } },
    },
  });
  const records = rows.map(({ customer, ...row }) => ({
    ...row,
    member: { userId: customer.user.id, email: customer.user.email, firstName: customer.user.firstName, lastName: customer.user.lastName },
  }));
  return toCursorPage(records, take, (record) => timeAndIdKey(record.createdAt, record.id));
}
