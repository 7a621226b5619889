import { INVALID_HISTORY_DATE } from "@/lib/histories/parse-history-month";
import { createCustomer, createUser, createWorthHistories } from "@/prisma/seed";
import { firstOfMonth, lastOfMonth, todayUtc, utcDate } from "@/prisma/seed/dates";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

const testDb = useTestDatabase();

const MONTHLY = `query {
  monthlyNetWorthHistories { id date value }
  monthlyAssetWorthHistories { id date value }
  monthlyLiabilityHistories { id date value }
}`;
const DAILY = `query($date: String!) {
  dailyNetWorthHistoriesByMonth(date: $date) { id date value }
  dailyAssetWorthHistoriesByMonth(date: $date) { id date value }
  dailyLiabilityHistoriesByMonth(date: $date) { id date value }
}`;

type Entry = { id: string; date: string; value: number };
type Monthly = { monthlyNetWorthHistories: Entry[]; monthlyAssetWorthHistories: Entry[]; monthlyLiabilityHistories: Entry[] };
type Daily = {
  dailyNetWorthHistoriesByMonth: Entry[];
  dailyAssetWorthHistoriesByMonth: Entry[];
  dailyLiabilityHistoriesByMonth: Entry[];
};

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** A member with history: two days in each of the last 14 months, and the 1st to today of this month. */
async function memberWithHistory() {
  const db = testDb.db();
  const user = await createUser(db);
  const customer = await createCustomer(db, { userId: user.id });
  const points = [];
  for (let month = -14; month <= -1; month += 1) {
    points.push({ date: firstOfMonth(month), assets: String(1000 + month * 10), liabilities: "100.00" });
    points.push({ date: lastOfMonth(month), assets: String(2000 + month * 10), liabilities: "200.00" });
  }
  for (let day = firstOfMonth(0); day <= todayUtc(); day = new Date(day.getTime() + 86_400_000)) {
    points.push({ date: day, assets: String(3000 + day.getUTCDate()), liabilities: "300.00" });
  }
  await createWorthHistories(db, { customerId: customer.id, points });
  const { cookie } = await sessionCookieFor(user.id);
  return { user, customer, cookie };
}

describe("monthly histories", () => {
  test("the last recorded day of each month, from twelve months back to today, oldest first, for each series", async () => {
    const { cookie } = await memberWithHistory();

    const { body } = await executeGraphQL<Monthly>({ query: MONTHLY, cookie });

    expect(body.errors).toBeUndefined();
    const netWorth = body.data!.monthlyNetWorthHistories;
    const expectedDates = [...Array.from({ length: 12 }, (_, index) => iso(lastOfMonth(index - 12))), iso(todayUtc())];
    expect(netWorth.map((entry) => entry.date)).toEqual(expectedDates);
    expect(netWorth[0]).toEqual({ id: expect.any(String), date: iso(lastOfMonth(-12)), value: 2000 - 120 - 200 });
    expect(netWorth.at(-1)?.value).toBe(3000 + todayUtc().getUTCDate() - 300);
    expect(body.data!.monthlyAssetWorthHistories.at(-1)?.value).toBe(3000 + todayUtc().getUTCDate());
    expect(body.data!.monthlyLiabilityHistories.map((entry) => entry.value)).toEqual([...Array(12).fill(200), 300]);
  });

  test("a member with no history, or no profile at all, gets empty series", async () => {
    const db = testDb.db();
    const user = await createUser(db);
    const { cookie } = await sessionCookieFor(user.id);
    const { body } = await executeGraphQL<Monthly>({ query: MONTHLY, cookie });
    expect(body.data).toEqual({ monthlyNetWorthHistories: [], monthlyAssetWorthHistories: [], monthlyLiabilityHistories: [] });
  });

  test("another member sees only their own history", async () => {
    const db = testDb.db();
    await memberWithHistory();
    const other = await createUser(db);
    const otherCustomer = await createCustomer(db, { userId: other.id });
    await createWorthHistories(db, {
      customerId: otherCustomer.id,
      points: [{ date: todayUtc(), assets: "42.00", liabilities: "0.00" }],
    });
    const { cookie } = await sessionCookieFor(other.id);

    const { body } = await executeGraphQL<Monthly>({ query: MONTHLY, cookie });

    expect(body.data!.monthlyNetWorthHistories.map(({ date, value }) => ({ date, value }))).toEqual([
      { date: iso(todayUtc()), value: 42 },
    ]);
  });

  test("a signed-out caller is asked to sign in", async () => {
    const { body } = await executeGraphQL<Monthly>({ query: MONTHLY });
    expect(body.errors?.[0]?.message).toBe("Please sign in and try again.");
  });
});

describe("daily histories by month", () => {
  test("every recorded day of the month containing the date, oldest first", async () => {
    const { cookie } = await memberWithHistory();
    const lastMonth = firstOfMonth(-1);
    const someDay = iso(utcDate(lastMonth.getUTCFullYear(), lastMonth.getUTCMonth(), 15));

    const { body } = await executeGraphQL<Daily>({ query: DAILY, variables: { date: someDay }, cookie });

    expect(body.errors).toBeUndefined();
    expect(body.data!.dailyAssetWorthHistoriesByMonth.map(({ date, value }) => ({ date, value }))).toEqual([
      { date: iso(firstOfMonth(-1)), value: 990 },
      { date: iso(lastOfMonth(-1)), value: 1990 },
    ]);
    expect(body.data!.dailyLiabilityHistoriesByMonth.map(({ value }) => value)).toEqual([100, 200]);
    expect(body.data!.dailyNetWorthHistoriesByMonth.map(({ value }) => value)).toEqual([890, 1790]);
  });

  test("this month: one entry per day up to today", async () => {
    const { cookie } = await memberWithHistory();
    const { body } = await executeGraphQL<Daily>({ query: DAILY, variables: { date: iso(todayUtc()) }, cookie });
    expect(body.data!.dailyNetWorthHistoriesByMonth).toHaveLength(todayUtc().getUTCDate());
  });

  test("a month with nothing recorded is empty", async () => {
    const { cookie } = await memberWithHistory();
    const { body } = await executeGraphQL<Daily>({ query: DAILY, variables: { date: "1999-01-01" }, cookie });
    expect(body.data!.dailyNetWorthHistoriesByMonth).toEqual([]);
  });

  test.each(["2024-02-30", "2024/01/15", "January", ""])("refuses the date %p with a clear message", async (date) => {
    const { cookie } = await memberWithHistory();
    const { body } = await executeGraphQL<Daily>({ query: DAILY, variables: { date }, cookie });
    expect(body.data).toBeNull();
    expect(body.errors?.[0]).toMatchObject({ message: INVALID_HISTORY_DATE, extensions: { code: "INVALID_INPUT" } });
  });

  test("another member gets only their own days of the same month", async () => {
    const db = testDb.db();
    await memberWithHistory();
    const other = await createUser(db);
    await createCustomer(db, { userId: other.id });
    const { cookie } = await sessionCookieFor(other.id);
    const { body } = await executeGraphQL<Daily>({ query: DAILY, variables: { date: iso(todayUtc()) }, cookie });
    expect(body.data).toEqual({
      dailyNetWorthHistoriesByMonth: [],
      dailyAssetWorthHistoriesByMonth: [],
      dailyLiabilityHistoriesByMonth: [],
    });
  });
});
