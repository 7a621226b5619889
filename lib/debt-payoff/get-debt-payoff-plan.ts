import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { monthlyAmount } from "@/lib/financial-health/load-health-inputs";
import { Prisma } from "@/lib/generated/prisma/client";
import { parseInput } from "@/lib/validation/parse-input";
import { comparePayoffStrategies } from "./compare-payoff-strategies";
import { debtPayoffPlanInputSchema } from "./debt-payoff-schema";
import { firstMonthMinimums, type PayoffDebt, type PayoffSchedule } from "./payoff-schedule";

export type PayoffDebtRecord = {
  id: string;
  kind: "CREDIT_CARD" | "LOAN";
  name: string;
  balance: Prisma.Decimal;
  /** Percent; null when not stored (the plan counts it as 0 %). */
  apr: Prisma.Decimal | null;
  /** The stored monthly minimum, or the first month's estimate when none is stored. */
  minimumPayment: Prisma.Decimal;
  minimumEstimated: boolean;
};

export type PayoffDebtResultRecord = {
  id: string;
  name: string;
  order: number;
  /** First day of the month of the last payment, YYYY-MM-DD; null when never paid off. */
  payoffDate: string | null;
  interest: Prisma.Decimal;
};

export type PayoffScheduleRecord = {
  paidOff: boolean;
  months: number | null;
  /** First day of the month of the last payment, YYYY-MM-DD; null when never paid off. */
  debtFreeDate: string | null;
  totalInterest: Prisma.Decimal;
  totalPaid: Prisma.Decimal;
  monthlyPayment: Prisma.Decimal;
  /** Interest saved against paying only the minimums; null for the minimums themselves or when they never finish. */
  interestSaved: Prisma.Decimal | null;
  debts: PayoffDebtResultRecord[];
  /** Total balance left at the end of each month, today first. */
  balances: Prisma.Decimal[];
};

export type DebtPayoffPlan = {
  extraPayment: Prisma.Decimal;
  /** The month the plan starts from (this month), YYYY-MM-DD; month 1 of a schedule is the month after. */
  startDate: string;
  debts: PayoffDebtRecord[];
  avalanche: PayoffScheduleRecord;
  snowball: PayoffScheduleRecord;
  minimums: PayoffScheduleRecord;
};

const toCents = (value: Prisma.Decimal) => BigInt(value.mul(100).toDecimalPlaces(0, Prisma.Decimal.ROUND_HALF_UP).toFixed(0));
const fromCents = (cents: bigint) => new Prisma.Decimal(cents.toString()).div(100);
const isoMonth = (start: Date, months: number) =>
  new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1)).toISOString().slice(0, 10);

function scheduleRecord(schedule: PayoffSchedule, start: Date, interestSaved: bigint | null): PayoffScheduleRecord {
  return {
    paidOff: schedule.paidOff,
    months: schedule.months,
    debtFreeDate: schedule.months === null ? null : isoMonth(start, schedule.months),
    totalInterest: fromCents(schedule.totalInterestCents),
    totalPaid: fromCents(schedule.totalPaidCents),
    monthlyPayment: fromCents(schedule.firstMonthPaymentCents),
    interestSaved: interestSaved === null ? null : fromCents(interestSaved),
    debts: schedule.debts.map((debt) => ({
      id: debt.id,
      name: debt.name,
      order: debt.order,
      payoffDate: debt.payoffMonth === null ? null : isoMonth(start, debt.payoffMonth),
      interest: fromCents(debt.interestCents),
    })),
    balances: schedule.balances.map(fromCents),
  };
}

/**
 * Avalanche against snowball for the viewer's member's stored credit cards and loans (live, with a balance), with
 * `extraPayment` dollars a month on top of the minimums, and paying only the minimums as the yardstick.
 */
export async function getDebtPayoffPlan({
  viewer,
  input,
  now = new Date(),
}: {
  viewer: Viewer | null;
  input: { extraPayment: unknown };
  now?: Date;
}): Promise<DebtPayoffPlan> {
  authorize(viewer, "own-data:read");
  const { extraPayment } = parseInput(debtPayoffPlanInputSchema, input);
  const db = await getDb();
  const owner = { customer: { userId: viewer.userId }, deletedAt: null, value: { gt: 0 } };
  const select = { id: true, name: true, nickname: true, value: true, apr: true, minimumPayment: true } as const;
  const [cards, loans] = await Promise.all([
    db.creditCard.findMany({ where: owner, select, orderBy: [{ sortOrder: "asc" }, { createdAt: "asc" }] }),
    db.loan.findMany({
      where: owner,
      select: { ...select, paymentInterval: true },
      orderBy: [{ sortOrder: "asc" }, { createdAt: "asc" }],
    }),
  ]);
  const stored = [
    ...cards.map((card) => ({ ...card, kind: "CREDIT_CARD" as const, monthlyMinimum: card.minimumPayment })),
    ...loans.map((loan) => ({
      ...loan,
      kind: "LOAN" as const,
      monthlyMinimum: loan.minimumPayment ? monthlyAmount(loan.minimumPayment, loan.paymentInterval) : null,
    })),
  ];
  const debts: PayoffDebt[] = stored.map((debt) => ({
    id: debt.id,
    name: debt.nickname || debt.name,
    balanceCents: toCents(debt.value),
    aprE4: debt.apr ? BigInt(debt.apr.mul(10_000).toFixed(0)) : 0n,
    minimumPaymentCents: debt.monthlyMinimum ? toCents(debt.monthlyMinimum) : null,
  }));
  const extraPaymentCents = BigInt(Math.round(extraPayment * 100));
  const plan = comparePayoffStrategies({ debts, extraPaymentCents });
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const minimums = firstMonthMinimums(debts);

  return {
    extraPayment: fromCents(extraPaymentCents),
    startDate: start.toISOString().slice(0, 10),
    debts: stored.map((debt, index) => ({
      id: debt.id,
      kind: debt.kind,
      name: debts[index]!.name,
      balance: debt.value,
      apr: debt.apr,
      minimumPayment: fromCents(minimums.get(debt.id) ?? 0n),
      minimumEstimated: debt.monthlyMinimum === null,
    })),
    avalanche: scheduleRecord(plan.avalanche, start, plan.avalancheInterestSavedCents),
    snowball: scheduleRecord(plan.snowball, start, plan.snowballInterestSavedCents),
    minimums: scheduleRecord(plan.minimums, start, null),
  };
}
