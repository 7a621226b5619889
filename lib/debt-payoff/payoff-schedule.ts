// Month-by-month debt payoff schedules (issue 12 item 7). Pure and exact: money is integer cents (bigint), an APR is
// an integer count of 1/10,000 of a percent (21.49 % -> 214900), so no float ever touches a balance.

/** Schedules stop here: a plan that has not paid everything off after 50 years never will in any useful sense. */
export const MAX_MONTHS = 600;
/** Unknown minimum payment: the interest plus 1 % of the balance, never less than $25 (research §3c-8). */
export const MINIMUM_FLOOR_CENTS = 2_500n;
export const MINIMUM_PRINCIPAL_SHARE_BPS = 100n; // 1 % in basis points

export type PayoffDebt = {
  id: string;
  name: string;
  /** Balance owed, in cents (positive). */
  balanceCents: bigint;
  /** APR in 1/10,000 of a percent: 21.49 % is 214900. 0 when the APR is not known. */
  aprE4: bigint;
  /** The stored monthly minimum (or scheduled payment), in cents; null: estimated each month. */
  minimumPaymentCents: bigint | null;
};

export type PayoffStrategy = "avalanche" | "snowball" | "minimums";

export type DebtPayoffResult = {
  id: string;
  name: string;
  /** 1-based month of the last payment; null when not paid off within MAX_MONTHS. */
  payoffMonth: number | null;
  interestCents: bigint;
  /** Position in the payoff order (1 = the first debt the extra money goes to; minimums: by payoff month). */
  order: number;
};

export type PayoffSchedule = {
  strategy: PayoffStrategy;
  /** True when every debt reaches zero within MAX_MONTHS. */
  paidOff: boolean;
  /** Months until debt-free (the month of the last payment); null when not paid off. */
  months: number | null;
  totalInterestCents: bigint;
  totalPaidCents: bigint;
  /** What is paid in the first month: every minimum plus the extra (the strategies keep paying this each month). */
  firstMonthPaymentCents: bigint;
  debts: DebtPayoffResult[];
  /** Total balance left at the end of each month; index 0 is today's total. */
  balances: bigint[];
};

const MONTHLY_DIVISOR = 12n * 100n * 10_000n; // months x percent x 1/10,000
const HALF = MONTHLY_DIVISOR / 2n; // for rounding half up

/** One month's interest on a balance, rounded half up to the cent. */
export function monthlyInterestCents(balanceCents: bigint, aprE4: bigint): bigint {
  if (balanceCents <= 0n || aprE4 <= 0n) return 0n;
  return (balanceCents * aprE4 + HALF) / MONTHLY_DIVISOR;
}

/**
 * The month's minimum for a debt whose balance before interest is `balanceCents` and whose interest this month is
 * `interestCents`: the stored minimum when known, else max(interest + 1 % of the balance, $25); never more than the
 * amount owed.
 */
export function minimumPaymentCents(debt: PayoffDebt, balanceCents: bigint, interestCents: bigint): bigint {
  const owed = balanceCents + interestCents;
  const onePercent = (balanceCents * MINIMUM_PRINCIPAL_SHARE_BPS + 5_000n) / 10_000n;
  const estimated = interestCents + onePercent > MINIMUM_FLOOR_CENTS ? interestCents + onePercent : MINIMUM_FLOOR_CENTS;
  const minimum = debt.minimumPaymentCents ?? estimated;
  return minimum < owed ? minimum : owed;
}

/** Avalanche: highest APR first (ties: smaller balance, then name). Snowball: smallest balance first (ties: higher APR). */
export function payoffOrder(debts: readonly PayoffDebt[], strategy: Exclude<PayoffStrategy, "minimums">): PayoffDebt[] {
  const byName = (a: PayoffDebt, b: PayoffDebt) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
  const compareBig = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);
  return [...debts].sort((a, b) =>
    strategy === "avalanche"
      ? compareBig(b.aprE4, a.aprE4) || compareBig(a.balanceCents, b.balanceCents) || byName(a, b)
      : compareBig(a.balanceCents, b.balanceCents) || compareBig(b.aprE4, a.aprE4) || byName(a, b),
  );
}

/**
 * Simulates paying the debts month by month. Each month every balance accrues its interest, every debt gets its
 * minimum, and (for avalanche and snowball) whatever is left of the month's budget goes to the debts in the
 * strategy's order; the budget stays what the first month cost (minimums plus the extra), so a paid-off debt's
 * minimum rolls on to the next. 'minimums' pays only each debt's own minimum and no extra.
 */
export function payoffSchedule({
  debts: input,
  strategy,
  extraPaymentCents = 0n,
}: {
  debts: readonly PayoffDebt[];
  strategy: PayoffStrategy;
  extraPaymentCents?: bigint;
}): PayoffSchedule {
  const debts = (strategy === "minimums" ? [...input] : payoffOrder(input, strategy)).filter((debt) => debt.balanceCents > 0n);
  const balance = new Map(debts.map((debt) => [debt.id, debt.balanceCents]));
  const interest = new Map(debts.map((debt) => [debt.id, 0n]));
  const payoffMonth = new Map<string, number>();
  const total = () => [...balance.values()].reduce((sum, value) => sum + value, 0n);
  const balances = [total()];
  let totalPaid = 0n;
  let budget: bigint | null = null;
  let firstMonthPayment = 0n;

  for (let month = 1; month <= MAX_MONTHS && total() > 0n; month += 1) {
    const owed = new Map<string, bigint>();
    const minimums = new Map<string, bigint>();
    for (const debt of debts) {
      const start = balance.get(debt.id)!;
      if (start <= 0n) continue;
      const charged = monthlyInterestCents(start, debt.aprE4);
      interest.set(debt.id, interest.get(debt.id)! + charged);
      owed.set(debt.id, start + charged);
      minimums.set(debt.id, minimumPaymentCents(debt, start, charged));
    }
    const minimumTotal = [...minimums.values()].reduce((sum, value) => sum + value, 0n);
    if (budget === null) budget = strategy === "minimums" ? minimumTotal : minimumTotal + extraPaymentCents;
    let left = strategy === "minimums" ? minimumTotal : budget;
    let paidThisMonth = 0n;
    const pay = (id: string, amount: bigint) => {
      owed.set(id, owed.get(id)! - amount);
      left -= amount;
      paidThisMonth += amount;
    };
    for (const [id, minimum] of minimums) pay(id, minimum < left ? minimum : left);
    if (strategy !== "minimums") {
      for (const debt of debts) {
        const due = owed.get(debt.id);
        if (due === undefined || due <= 0n || left <= 0n) continue;
        pay(debt.id, due < left ? due : left);
      }
    }
    if (month === 1) firstMonthPayment = paidThisMonth;
    totalPaid += paidThisMonth;
    for (const [id, due] of owed) {
      balance.set(id, due);
      if (due <= 0n && !payoffMonth.has(id)) payoffMonth.set(id, month);
    }
    balances.push(total());
  }

  const paidOff = total() <= 0n;
  const results = debts.map((debt, index) => ({
    id: debt.id,
    name: debt.name,
    payoffMonth: payoffMonth.get(debt.id) ?? null,
    interestCents: interest.get(debt.id)!,
    order: index + 1,
  }));
  if (strategy === "minimums") {
    const sorted = [...results].sort((a, b) => (a.payoffMonth ?? Infinity) - (b.payoffMonth ?? Infinity));
    sorted.forEach((result, index) => (result.order = index + 1));
    results.sort((a, b) => a.order - b.order);
  }
  return {
    strategy,
    paidOff,
    months: paidOff ? balances.length - 1 : null,
    totalInterestCents: results.reduce((sum, result) => sum + result.interestCents, 0n),
    totalPaidCents: totalPaid,
    firstMonthPaymentCents: firstMonthPayment,
    debts: results,
    balances,
  };
}

/** Each debt's minimum in the first month (what the member pays before any extra). */
export function firstMonthMinimums(debts: readonly PayoffDebt[]): Map<string, bigint> {
  return new Map(
    debts.map((debt) => [
      debt.id,
      debt.balanceCents > 0n
        ? minimumPaymentCents(debt, debt.balanceCents, monthlyInterestCents(debt.balanceCents, debt.aprE4))
        : 0n,
    ]),
  );
}
