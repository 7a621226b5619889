import { getDb } from "@/lib/db";
import { queueNotificationEmail } from "@/lib/notifications/queue-notification-email";
import { sendWeeklyDigests, weekStartOf } from "@/lib/notifications/send-weekly-digests";
import { createBudget, createCustomer, createUser, seedReferenceData } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { outboxMessages } from "@/tests/helpers/outbox";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

beforeAll(async () => {
  await seedReferenceData(await getDb());
});

const FREQUENCY = `mutation($categoryId: ID!, $frequency: NotificationFrequency!) {
  updateNotificationFrequency(categoryId: $categoryId, frequency: $frequency) { error } }`;

async function memberWithBudget() {
  const db = await getDb();
  const user = await createUser(db, { isEmailVerified: true, firstName: "Rosa" });
  const customer = await createCustomer(db, { userId: user.id });
  await createBudget(db, { customerId: customer.id, categoryName: "Groceries", target: "300.00" });
  return { user, cookie: (await sessionCookieFor(user.id)).cookie };
}

async function choose(cookie: string, slug: string, frequency: string) {
  const category = await (await getDb()).notificationCategory.findUniqueOrThrow({ where: { slug }, select: { id: true } });
  const { body } = await executeGraphQL<{ updateNotificationFrequency: { error: string | null } }>({
    query: FREQUENCY,
    variables: { categoryId: category.id, frequency },
    cookie,
  });
  expect(body.data!.updateNotificationFrequency.error).toBeNull();
}

test("weekStartOf is the Monday of the week", () => {
  expect(weekStartOf(new Date("2026-11-26T20:00:00Z")).toISOString()).toBe("2026-11-23T00:00:00.000Z");
  expect(weekStartOf(new Date("2026-11-23T00:00:00Z")).toISOString()).toBe("2026-11-23T00:00:00.000Z");
});

test("a member in digest mode gets one digest a week with spending against budget, and no instant alert", async () => {
  const digest = await memberWithBudget();
  const instant = await memberWithBudget();
  await choose(digest.cookie, "financial-insights", "WEEKLY_DIGEST");

  const db = await getDb();
  const alert = (userId: string, to: string) =>
    db.$transaction((tx) =>
      queueNotificationEmail(tx, { userId, kind: { subcategorySlug: "budget-alerts" }, build: () => ({ to, subject: "Alert", text: "x" }) }),
    );
  expect(await alert(digest.user.id, digest.user.email!)).toBe("digest");
  expect(await alert(instant.user.id, instant.user.email!)).toBe("queued");

  await sendWeeklyDigests();
  await sendWeeklyDigests();
  const messages = await outboxMessages({ to: digest.user.email! });
  expect(messages).toHaveLength(1);
  expect(messages[0]!.subject).toBe("Your weekly money digest");
  expect(messages[0]!.text).toContain("Hi Rosa,");
  expect(messages[0]!.text).toContain("Spending against your budget");
  expect(messages[0]!.text).toContain("Groceries: $0 of $300");
  expect(messages[0]!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  expect((await outboxMessages({ to: instant.user.email! })).map((message) => message.subject)).toEqual(["Alert"]);
});

test("nothing to report, or the category turned off: no digest", async () => {
  const db = await getDb();
  const user = await createUser(db, { isEmailVerified: true });
  await createCustomer(db, { userId: user.id });
  const { cookie } = await sessionCookieFor(user.id);
  await choose(cookie, "goals", "WEEKLY_DIGEST");
  const off = await memberWithBudget();
  await choose(off.cookie, "financial-insights", "WEEKLY_DIGEST");
  await choose(off.cookie, "financial-insights", "OFF");
  await sendWeeklyDigests();
  expect(await outboxMessages({ to: user.email! })).toEqual([]);
  expect(await outboxMessages({ to: off.user.email! })).toEqual([]);
});
