import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import {
  connectionHealth,
  customerPlansSelect,
  investingAccountTypeName,
  maskedPhone,
  toCustomerPlans,
  type ConnectionHealth,
  type CustomerPlan,
  type InvestingAccountSummary,
} from "./customer-overview-parts";

export const CUSTOMERS_PAGE_SIZE = 25;
/** Longer text cannot be a name, an email or a plan name; refused rather than sent to the database. */
export const CUSTOMER_SEARCH_MAX_LENGTH = 200;

export type CustomerSearchRow = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  isDeactivated: boolean;
  plans: CustomerPlan[];
  connections: ConnectionHealth;
  investingAccounts: InvestingAccountSummary[];
  lastSignInAt: Date | null;
};

export type CustomerSearchPage = { customers: CustomerSearchRow[]; total: number; page: number; pageSize: number };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Staff's customer search (/customers): the query matches anywhere in the email or the name (any case), the last
 * four digits of the phone number (a query of exactly four digits), or the name of a plan the customer is on or
 * administers. Newest accounts first, 25 a page. One query finds the page's ids and the total (indexed: a trigram
 * index on the lower-cased email and name, an index on the phone's last four), two more read the rows' details.
 */
export async function searchCustomers({
  viewer,
  query,
  page = 1,
}: {
  viewer: Viewer | null;
  query: string;
  page?: number;
}): Promise<CustomerSearchPage> {
  authorize(viewer, "customers:read");
  const text = query.trim().toLowerCase().slice(0, CUSTOMER_SEARCH_MAX_LENGTH);
  const pageNumber = Number.isSafeInteger(page) && page > 0 ? page : 1;
  const db = await getDb();

  let condition = Prisma.sql`TRUE`;
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    const lastFour = /^\d{4}$/.test(text) ? Prisma.sql`OR right(u."phoneNumber", 4) = ${text}` : Prisma.empty;
    condition = Prisma.sql`(
      lower(u."email" || ' ' || u."firstName" || ' ' || u."lastName") LIKE ${pattern}
      ${lastFour}
      OR u."id" IN (
        SELECT pm."userId" FROM "PlanMember" pm JOIN "EmployerPlan" p ON p."id" = pm."employerPlanId"
        WHERE pm."userId" IS NOT NULL AND lower(p."name") LIKE ${pattern}
        UNION
        SELECT pa."userId" FROM "PlanAdmin" pa JOIN "EmployerPlan" p ON p."id" = pa."employerPlanId"
        WHERE lower(p."name") LIKE ${pattern}
      )
    )`;
  }
  const offset = (pageNumber - 1) * CUSTOMERS_PAGE_SIZE;
  const found = await db.$queryRaw<Array<{ id: string; total: bigint }>>`
    SELECT u."id", count(*) OVER () AS "total"
    FROM "User" u
    WHERE ${condition}
    ORDER BY u."createdAt" DESC, u."id" DESC
    LIMIT ${CUSTOMERS_PAGE_SIZE} OFFSET ${offset}`;
  const ids = found.map((row) => row.id);
  const total = found.length > 0 ? Number(found[0]!.total) : offset > 0 ? await countMatches(condition) : 0;
  if (ids.length === 0) return { customers: [], total, page: pageNumber, pageSize: CUSTOMERS_PAGE_SIZE };

  const [users, signIns] = await Promise.all([
    db.user.findMany({
      where: { id: { in: ids } },
      select: {
        id: true,
        email: true,
        firstName: true,
        lastName: true,
        phoneNumber: true,
        deactivatedAt: true,
        ...customerPlansSelect,
        customer: {
          select: {
            institutionItems: {
              select: { isLatestSyncFailed: true, isLatestLiabilitiesSyncFailed: true, consentExpiresAt: true },
            },
          },
        },
        investingAccounts: {
          orderBy: { createdAt: "asc" },
          select: { accountType: true, subtype: true, state: true },
        },
      },
    }),
    db.auditLog.groupBy({
      by: ["actorUserId"],
      where: { action: "session.sign-in", actorUserId: { in: ids } },
      _max: { createdAt: true },
    }),
  ]);
  const lastSignIn = new Map(signIns.map((row) => [row.actorUserId, row._max.createdAt]));
  const byId = new Map(users.map((user) => [user.id, user]));
  const now = new Date();
  const customers = ids.flatMap((id) => {
    const user = byId.get(id);
    if (!user) return [];
    return [
      {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        phone: maskedPhone(user.phoneNumber),
        isDeactivated: user.deactivatedAt !== null,
        plans: toCustomerPlans(user),
        connections: connectionHealth(user.customer?.institutionItems ?? [], now),
        investingAccounts: user.investingAccounts.map((account) => ({
          type: investingAccountTypeName(account),
          state: account.state,
        })),
        lastSignInAt: lastSignIn.get(id) ?? null,
      },
    ];
  });
  return { customers, total, page: pageNumber, pageSize: CUSTOMERS_PAGE_SIZE };

  /** A page past the end still says how many there are (for the pager). */
  async function countMatches(where: Prisma.Sql): Promise<number> {
    const [row] = await db.$queryRaw<Array<{ total: bigint }>>`SELECT count(*) AS "total" FROM "User" u WHERE ${where}`;
    return Number(row?.total ?? 0);
  }
}
