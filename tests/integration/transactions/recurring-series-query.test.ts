import { getDb } from "@/lib/db";
import { listRecurringSeries } from "@/lib/transactions/list-recurring-series";
import { createCustomer, createStaffUser, createUser, seedReferenceData } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

const RECURRING_SERIES = /* GraphQL */ `
  query RecurringSeries {
    recurringSeries {
      id merchantName kind cadence averageAmount lastAmount lastDate nextDate occurrences priceIncreased
      budgetCategory { id name color }
    }
  }
`;

type SeriesRow = { id: string; merchantName: string; nextDate: string; averageAmount: number; budgetCategory: { name: string } | null };

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

beforeAll(async () => {
  await seedReferenceData(await getDb());
});

async function memberWithSeries() {
  const db = await getDb();
  const user = await createUser(db);
  const customer = await createCustomer(db, { userId: user.id });
  const tv = await db.budgetCategory.findUniqueOrThrow({ where: { providerCode: "ENTERTAINMENT_TV_AND_MOVIES" } });
  const base = { customerId: customer.id, kind: "EXPENSE" as const, lastDate: day("2026-03-07"), occurrences: 3 };
  await db.recurringSeries.createMany({
    data: [
      { ...base, merchantKey: "netflix", merchantName: "Netflix", cadence: "MONTHLY", averageAmount: 15.49, lastAmount: 17.99, nextDate: day("2026-04-07"), priceIncreased: true, budgetCategoryId: tv.id },
      { ...base, merchantKey: "city gym", merchantName: "City Gym", cadence: "MONTHLY", averageAmount: "45.00", lastAmount: "45.00", nextDate: day("2026-04-03") },
      { ...base, merchantKey: "old magazine", merchantName: "Old Magazine", cadence: "YEARLY", averageAmount: "20.00", lastAmount: "20.00", nextDate: day("2026-01-01"), dismissedAt: new Date() },
    ],
  });
  return { user, customer };
}

test("the member's series, soonest first, without the dismissed ones", async () => {
  const { customer } = await memberWithSeries();
  const series = await listRecurringSeries({ customerId: customer.id });
  expect(series.map(({ merchantName }) => merchantName)).toEqual(["City Gym", "Netflix"]);
});

test("recurringSeries answers the signed-in member's own series with their category", async () => {
  const { user } = await memberWithSeries();
  const { cookie } = await sessionCookieFor(user.id);
  const { body } = await executeGraphQL<{ recurringSeries: SeriesRow[] }>({ query: RECURRING_SERIES, cookie });
  expect(body.errors).toBeUndefined();
  expect(body.data?.recurringSeries).toEqual([
    expect.objectContaining({ merchantName: "City Gym", nextDate: "2026-04-03", averageAmount: 45, budgetCategory: null }),
    expect.objectContaining({
      merchantName: "Netflix", kind: "EXPENSE", cadence: "MONTHLY", averageAmount: 15.49, lastAmount: 17.99,
      lastDate: "2026-03-07", nextDate: "2026-04-07", occurrences: 3, priceIncreased: true,
      budgetCategory: expect.objectContaining({ name: "TV and movies", color: expect.stringMatching(/^#[0-9A-F]{6}$/) }),
    }),
  ]);
});

test("another member sees none of them", async () => {
  await memberWithSeries();
  const db = await getDb();
  const other = await createUser(db);
  await createCustomer(db, { userId: other.id });
  const { cookie } = await sessionCookieFor(other.id);
  const { body } = await executeGraphQL<{ recurringSeries: SeriesRow[] }>({ query: RECURRING_SERIES, cookie });
  expect(body.data?.recurringSeries).toEqual([]);
});

test("a coach in coach mode reads the coached member's series", async () => {
  const { user } = await memberWithSeries();
  const staff = await createStaffUser(await getDb());
  const { cookie } = await sessionCookieFor(staff.id, { coachedUserId: user.id });
  const { body } = await executeGraphQL<{ recurringSeries: SeriesRow[] }>({ query: RECURRING_SERIES, cookie });
  expect(body.data?.recurringSeries.map(({ merchantName }) => merchantName)).toEqual(["City Gym", "Netflix"]);
});

test("a signed-out caller is asked to sign in", async () => {
  const { body } = await executeGraphQL({ query: RECURRING_SERIES });
  expect(body.errors?.[0]?.message).toBe("Please sign in and try again.");
});
