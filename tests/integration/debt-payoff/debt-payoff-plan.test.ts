import { getDb } from "@/lib/db";
import { createCreditCard, createLoan, createUser } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

const PLAN = `query($extra: Decimal) {
  debtPayoffPlan(extraPayment: $extra) {
    extraPayment startDate
    debts { id kind name balance apr minimumPayment minimumEstimated }
    avalanche { ...Schedule }
    snowball { ...Schedule }
    minimums { ...Schedule }
  }
}
fragment Schedule on PayoffSchedule {
  paidOff months debtFreeDate totalInterest totalPaid monthlyPayment interestSaved balances
  debts { id name order payoffDate interest }
}`;

type Schedule = {
  paidOff: boolean;
  months: number | null;
  debtFreeDate: string | null;
  totalInterest: number;
  totalPaid: number;
  monthlyPayment: number;
  interestSaved: number | null;
  balances: number[];
  debts: Array<{ id: string; name: string; order: number; payoffDate: string | null; interest: number }>;
};
type Plan = {
  extraPayment: number;
  startDate: string;
  debts: Array<{ id: string; kind: string; name: string; balance: number; apr: number | null; minimumPayment: number; minimumEstimated: boolean }>;
  avalanche: Schedule;
  snowball: Schedule;
  minimums: Schedule;
};

async function member() {
  const db = await getDb();
  const user = await createUser(db);
  const customer = await db.customer.create({ data: { userId: user.id }, select: { id: true } });
  const { cookie } = await sessionCookieFor(user.id);
  return { customerId: customer.id, cookie };
}

const plan = (cookie: string | undefined, extra?: unknown) =>
  executeGraphQL<{ debtPayoffPlan: Plan }>({ query: PLAN, variables: extra === undefined ? {} : { extra }, cookie });

const monthFromNow = (months: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1)).toISOString().slice(0, 10);
};

describe("debtPayoffPlan", () => {
  test("a signed-out caller is asked to sign in", async () => {
    const { body } = await plan(undefined, 0);
    expect(body.errors?.[0]?.message).toBe("Please sign in and try again.");
  });

  test("avalanche against snowball from the member's own live cards and loans, with the hand-computed figures", async () => {
    const db = await getDb();
    const { customerId, cookie } = await member();
    // A: $300 at 0 % ($100 minimum). B: $1,000 at 12 % ($100 minimum). See tests/unit/debt-payoff for the months.
    const card = await createCreditCard(db, { customerId, name: "Store card", value: "300.00", apr: "0", minimumPayment: "100.00" });
    const loan = await createLoan(db, { customerId, name: "Car loan", value: "1000.00", apr: "12.0000", minimumPayment: "100.00" });
    await createCreditCard(db, { customerId, name: "Closed card", value: "5000.00", deletedAt: new Date() });
    await createCreditCard(db, { customerId, name: "Paid card", value: "0.00" });
    const other = await member();
    await createLoan(db, { customerId: other.customerId, name: "Someone else's loan", value: "9000.00" });

    const { body } = await plan(cookie, 100);

    expect(body.errors).toBeUndefined();
    const result = body.data!.debtPayoffPlan;
    expect(result.extraPayment).toBe(100);
    expect(result.startDate).toBe(monthFromNow(0));
    expect(result.debts).toEqual([
      { id: card.id, kind: "CREDIT_CARD", name: "Store card", balance: 300, apr: 0, minimumPayment: 100, minimumEstimated: false },
      { id: loan.id, kind: "LOAN", name: "Car loan", balance: 1000, apr: 12, minimumPayment: 100, minimumEstimated: false },
    ]);
    expect(result.avalanche).toMatchObject({
      paidOff: true,
      months: 5,
      debtFreeDate: monthFromNow(5),
      totalInterest: 29.81,
      totalPaid: 1329.81,
      monthlyPayment: 300,
      interestSaved: 29.17,
      debts: [
        { id: loan.id, order: 1, payoffDate: monthFromNow(5), interest: 29.81 },
        { id: card.id, order: 2, payoffDate: monthFromNow(3), interest: 0 },
      ],
    });
    expect(result.avalanche.balances).toEqual([1300, 1010, 718.1, 424.28, 128.52, 0]);
    expect(result.snowball).toMatchObject({ months: 5, totalInterest: 31.86, interestSaved: 27.12 });
    expect(result.snowball.debts.map(({ id }) => id)).toEqual([card.id, loan.id]);
    expect(result.minimums).toMatchObject({ months: 11, totalInterest: 58.98, monthlyPayment: 200, interestSaved: null });
  });

  test("an unknown minimum is estimated; unknown APR counts as 0 %", async () => {
    const db = await getDb();
    const { customerId, cookie } = await member();
    await createCreditCard(db, { customerId, name: "Visa", value: "3000.00", apr: "12.0000", minimumPayment: null });
    await createLoan(db, { customerId, name: "Family loan", value: "500.00", apr: null, minimumPayment: null });

    const { body } = await plan(cookie);

    const result = body.data!.debtPayoffPlan;
    expect(result.extraPayment).toBe(0);
    expect(result.debts.map(({ name, apr, minimumPayment, minimumEstimated }) => ({ name, apr, minimumPayment, minimumEstimated }))).toEqual([
      { name: "Visa", apr: 12, minimumPayment: 60, minimumEstimated: true }, // $30 interest + 1 % of $3,000
      { name: "Family loan", apr: null, minimumPayment: 25, minimumEstimated: true }, // the $25 floor
    ]);
    expect(result.avalanche.paidOff).toBe(true);
  });

  test("minimums that never cover the interest: said plainly, no interest saved", async () => {
    const db = await getDb();
    const { customerId, cookie } = await member();
    await createCreditCard(db, { customerId, value: "10000.00", apr: "24.0000", minimumPayment: "150.00" });

    const result = (await plan(cookie, 0)).body.data!.debtPayoffPlan;

    expect(result.minimums).toMatchObject({ paidOff: false, months: null, debtFreeDate: null, interestSaved: null });
    expect(result.avalanche).toMatchObject({ paidOff: false, months: null });
    expect(result.avalanche.debts[0]!.payoffDate).toBeNull();
  });

  test("no debts: nothing to pay off", async () => {
    const { cookie } = await member();
    const result = (await plan(cookie, 50)).body.data!.debtPayoffPlan;
    expect(result.debts).toEqual([]);
    expect(result.avalanche).toMatchObject({ paidOff: true, months: 0, totalInterest: 0 });
  });

  test.each([-1, 10_000.01, 12.345])("refuses an extra payment of %p", async (extra) => {
    const { cookie } = await member();
    const { body } = await plan(cookie, extra);
    expect(body.errors?.[0]).toMatchObject({
      message: "Enter an extra payment between $0 and $10,000 a month.",
      extensions: { code: "INVALID_INPUT" },
    });
  });
});
