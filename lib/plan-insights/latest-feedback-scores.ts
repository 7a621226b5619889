import { Prisma } from "@/lib/generated/prisma/client";

/** Satisfaction counts each member's latest feedback score of the last year (a member who answered twice counts once). */
export const SATISFACTION_WINDOW_DAYS = 365;

/**
 * The body of a CTE of each member's latest score in the window, for the members `members` names (a CTE or a
 * query with "customerId", plus any `carry` columns it passes through, such as the plan).
 */
export function latestFeedbackScoresSql({
  members,
  now,
  carry = Prisma.empty,
}: {
  members: Prisma.Sql;
  now: Date;
  carry?: Prisma.Sql;
}): Prisma.Sql {
  const since = new Date(now.getTime() - SATISFACTION_WINDOW_DAYS * 86_400_000);
  return Prisma.sql`
    SELECT DISTINCT ON (f."customerId") ${carry} f."netPromoterScore" AS score
    FROM "CustomerFeedback" f JOIN (${members}) m ON m."customerId" = f."customerId"
    WHERE f."createdAt" >= ${since}
    ORDER BY f."customerId", f."createdAt" DESC`;
}
