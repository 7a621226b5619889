import { getDb } from "@/lib/db";
import { weeklyDigestMessage } from "@/lib/emails/weekly-digest";
import { queueEmail } from "@/lib/outgoing-messages/queue-message";
import { buildDigestSections } from "./build-digest-sections";
import { CATEGORY_SLUGS } from "./notification-catalog-slugs";
import { withUnsubscribe } from "./queue-notification-email";

/** Monday 00:00 UTC of the week `now` falls in: the digest's key, one per member per week. */
export function weekStartOf(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);
}

/**
 * The weekly digest job (issue 13): every member with a category in digest mode gets one email this week with what
 * those categories have to say. Each member in a transaction of their own that records the digest and queues the
 * email together, so a retried job skips those already done. A member with nothing to report gets no email.
 */
export async function sendWeeklyDigests({ now = new Date() }: { now?: Date } = {}): Promise<{ sent: number }> {
  const db = await getDb();
  const weekStart = weekStartOf(now);
  const choosers = await db.notificationPreference.findMany({
    where: {
      frequency: "WEEKLY_DIGEST",
      category: { slug: { in: Object.values(CATEGORY_SLUGS) } },
      user: { deactivatedAt: null, notificationDigests: { none: { weekStart } } },
    },
    select: { userId: true, categoryId: true, category: { select: { slug: true } } },
  });
  const byUser = new Map<string, { categoryIds: string[]; slugs: Set<string> }>();
  for (const choice of choosers) {
    const entry = byUser.get(choice.userId) ?? { categoryIds: [], slugs: new Set<string>() };
    entry.categoryIds.push(choice.categoryId!);
    entry.slugs.add(choice.category!.slug);
    byUser.set(choice.userId, entry);
  }
  let sent = 0;
  for (const [userId, { categoryIds, slugs }] of byUser) {
    const queued = await db.$transaction(async (tx) => {
      const recorded = await tx.notificationDigest.createMany({ data: [{ userId, weekStart }], skipDuplicates: true });
      if (recorded.count === 0) return false;
      const user = await tx.user.findUniqueOrThrow({
        where: { id: userId },
        select: { email: true, firstName: true, customer: { select: { id: true } } },
      });
      if (!user.email || !user.customer) return false;
      const sections = await buildDigestSections(tx, {
        customerId: user.customer.id,
        insights: slugs.has(CATEGORY_SLUGS.insights),
        goals: slugs.has(CATEGORY_SLUGS.goals),
        now,
      });
      if (sections.length === 0) return false;
      // One category per token: the one-click unsubscribe of a digest about one category turns that one off.
      const categoryId = categoryIds.length === 1 ? categoryIds[0]! : null;
      await queueEmail(
        tx,
        await withUnsubscribe(tx, {
          userId,
          categoryId,
          build: ({ preferencesUrl }) => weeklyDigestMessage({ to: user.email!, firstName: user.firstName, sections, preferencesLink: preferencesUrl }),
        }),
      );
      return true;
    });
    if (queued) sent += 1;
  }
  return { sent };
}
