import { allocateEarmarks, linkKey } from "@/lib/goals/allocate-earmarks";
import { median, suggestEmergencyFund } from "@/lib/goals/emergency-fund-suggestion";
import { isAllowableAccount, goalKindOf } from "@/lib/goals/goal-kinds";
import { computeGoalProgress, goalStatusText, monthlyNeededCents, type GoalProgressInput } from "@/lib/goals/goal-progress";
import { goalDetailsSchema, createFinancialGoalSchema } from "@/lib/goals/goal-schema";
import { projectGoal } from "@/lib/goals/project-goal";

const today = new Date(Date.UTC(2026, 0, 15));
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));

const saving = (overrides: Partial<GoalProgressInput> = {}): GoalProgressInput => ({
  kind: "SAVE_FOR",
  behavior: "REACH_TARGET_VALUE",
  currentCents: 600_000,
  startingCents: 400_000,
  endCents: 1_400_000,
  includeExistingBalance: false,
  completed: false,
  paused: false,
  targetDate: null,
  today,
  paceCents: null,
  ...overrides,
});

describe("progress", () => {
  test("save: (current - starting) / (target - starting) without the existing balance", () => {
    expect(computeGoalProgress(saving()).percent).toBe(20);
  });

  test("save: current / target with the existing balance", () => {
    expect(computeGoalProgress(saving({ includeExistingBalance: true }))).toMatchObject({ baselineCents: 0, percent: 42, remainingCents: 800_000 });
  });

  test("capped at 99 % until completed; 100 % once completed", () => {
    const reached = computeGoalProgress(saving({ currentCents: 1_500_000 }));
    expect(reached).toMatchObject({ percent: 99, reached: true, remainingCents: 0 });
    expect(computeGoalProgress(saving({ currentCents: 1_500_000, completed: true }))).toMatchObject({ percent: 100, status: "COMPLETE" });
  });

  test("never below 0 when the accounts fall under the starting value", () => {
    expect(computeGoalProgress(saving({ currentCents: 100_000 })).percent).toBe(0);
  });

  test("pay down: (starting - balance) / starting", () => {
    const progress = computeGoalProgress(
      saving({ kind: "PAY_DOWN_DEBT", behavior: "PAY_OFF_BALANCE", currentCents: 300_000, startingCents: 1_200_000, endCents: 0 }),
    );
    expect(progress).toMatchObject({ percent: 75, remainingCents: 300_000, goalCents: 0 });
    expect(computeGoalProgress(saving({ kind: "PAY_DOWN_DEBT", behavior: "PAY_OFF_BALANCE", currentCents: 0, startingCents: 90_000 })).reached).toBe(
      true,
    );
  });

  test("checklist: steps done", () => {
    expect(computeGoalProgress(saving({ kind: "CHECKLIST", behavior: "MANUAL", checklist: { done: 1, total: 4 } })).percent).toBe(25);
  });
});

describe("monthly needed and status", () => {
  test("ceil(remaining / max(days left / 30.44, 1)) in whole dollars", () => {
    // 182 days = 5.98 months: $6,000 / 5.98 = $1,003.52 -> $1,004.
    expect(monthlyNeededCents(600_000, utc(2026, 7, 16), today)).toBe(100_400);
    // Less than a month left (or past the date): everything that remains.
    expect(monthlyNeededCents(600_000, utc(2026, 1, 30), today)).toBe(600_000);
    expect(monthlyNeededCents(600_000, utc(2025, 12, 1), today)).toBe(600_000);
    expect(monthlyNeededCents(0, utc(2026, 7, 16), today)).toBe(0);
  });

  test("on track at 95 % of the needed amount; behind below it with the catch-up amount", () => {
    const date = utc(2027, 1, 15); // 365 days: $8,000 remaining needs $668 a month
    const onTrack = computeGoalProgress(saving({ targetDate: date, paceCents: 63_500 }));
    expect(onTrack).toMatchObject({ monthlyNeededCents: 66_800, status: "ON_TRACK", catchUpCents: null });
    const behind = computeGoalProgress(saving({ targetDate: date, paceCents: 63_400 }));
    expect(behind).toMatchObject({ status: "BEHIND", catchUpCents: 3_400 });
    expect(goalStatusText(behind, (amount) => `$${amount}`)).toBe("Behind: add $34 a month to catch up");
  });

  test("no date, paused and complete win over the pace", () => {
    expect(computeGoalProgress(saving({ paceCents: 0 })).status).toBe("NO_DATE");
    expect(computeGoalProgress(saving({ paused: true, targetDate: utc(2026, 6, 1), paceCents: 0 })).status).toBe("PAUSED");
    expect(computeGoalProgress(saving({ completed: true, paused: true })).status).toBe("COMPLETE");
  });
});

describe("earmarks", () => {
  const balances = new Map([["savings", 600_000]]);

  test("fixed amounts within the balance count in full; whole-balance links count the rest", () => {
    const counted = allocateEarmarks({
      balances,
      links: [
        { goalId: "a", accountId: "savings", earmarkCents: 100_000 },
        { goalId: "b", accountId: "savings", earmarkCents: null },
        { goalId: "c", accountId: "savings", earmarkCents: null },
      ],
    });
    expect(counted.get(linkKey("a", "savings"))).toBe(100_000);
    expect(counted.get(linkKey("b", "savings"))).toBe(500_000);
    expect(counted.get(linkKey("c", "savings"))).toBe(500_000);
  });

  test("earmarks above the balance are scaled pro rata to the cent; whole-balance links get nothing", () => {
    const counted = allocateEarmarks({
      balances: new Map([["savings", 100_001]]),
      links: [
        { goalId: "a", accountId: "savings", earmarkCents: 100_000 },
        { goalId: "b", accountId: "savings", earmarkCents: 200_000 },
        { goalId: "c", accountId: "savings", earmarkCents: null },
      ],
    });
    const a = counted.get(linkKey("a", "savings"))!;
    const b = counted.get(linkKey("b", "savings"))!;
    expect(a + b).toBe(100_001);
    expect([a, b]).toEqual([33_334, 66_667].map((value, index) => (index === 0 ? value : 100_001 - 33_334)));
    expect(counted.get(linkKey("c", "savings"))).toBe(0);
  });

  test("an overdrawn account counts as nothing", () => {
    const counted = allocateEarmarks({ balances: new Map([["x", -5_000]]), links: [{ goalId: "a", accountId: "x", earmarkCents: null }] });
    expect(counted.get(linkKey("a", "x"))).toBe(0);
  });
});

describe("projection", () => {
  test("monthly points at today's pace up to the finish, with the finish date and the target line", () => {
    const projection = projectGoal({
      progress: { currentCents: 600_000, goalCents: 1_000_000, remainingCents: 400_000, paceCents: 100_000 },
      payDown: false,
      targetDate: null,
      today,
    });
    expect(projection.finishDate).toBe("2026-05-17"); // 4 months of 30.44 days: 122 days
    expect(projection.points.map((point) => point.projectedCents)).toEqual([600_000, 700_000, 800_000, 900_000, 1_000_000]);
    expect(projection.points[0]).toMatchObject({ date: "2026-01-15", targetCents: 1_000_000 });
    expect(projection.points.at(-1)!.date).toBe("2026-05-15");
  });

  test("pay-down falls to zero; no pace means no finish date, drawn to the target date", () => {
    const payDown = projectGoal({
      progress: { currentCents: 300_000, goalCents: 0, remainingCents: 300_000, paceCents: 150_000 },
      payDown: true,
      targetDate: null,
      today,
    });
    expect(payDown.points.map((point) => point.projectedCents)).toEqual([300_000, 150_000, 0]);
    const stalled = projectGoal({
      progress: { currentCents: 100, goalCents: 1_000, remainingCents: 900, paceCents: 0 },
      payDown: false,
      targetDate: utc(2026, 4, 15),
      today,
    });
    expect(stalled.finishDate).toBeNull();
    expect(stalled.points.at(-1)!.date).toBe("2026-04-15");
  });

  test("long horizons stay at most 61 points", () => {
    const far = projectGoal({
      progress: { currentCents: 0, goalCents: 100_000_000, remainingCents: 100_000_000, paceCents: 200_000 },
      payDown: false,
      targetDate: null,
      today,
    });
    expect(far.points.length).toBeLessThanOrEqual(61);
    expect(far.points.at(-1)!.projectedCents).toBe(100_000_000);
    // Beyond 50 years at this pace: no finish date.
    const never = projectGoal({
      progress: { currentCents: 0, goalCents: 100_000_000, remainingCents: 100_000_000, paceCents: 100 },
      payDown: false,
      targetDate: null,
      today,
    });
    expect(never.finishDate).toBeNull();
  });
});

describe("emergency fund suggestion", () => {
  test("3 x the median month of essential spending, options 1 / 3 / 6, in whole dollars", () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([100, 200])).toBe(150);
    expect(suggestEmergencyFund({ monthlyEssentialsCents: [150_010, 170_000, 160_000], expensesCents: 99 })).toEqual({
      monthlyEssentialsCents: 160_000,
      source: "SPENDING",
      suggestedCents: 480_000,
      options: [
        { months: 1, amountCents: 160_000 },
        { months: 3, amountCents: 480_000 },
        { months: 6, amountCents: 960_000 },
      ],
    });
  });

  test("the member's expenses when there is no spending", () => {
    expect(suggestEmergencyFund({ monthlyEssentialsCents: [], expensesCents: 165_033 })).toMatchObject({
      source: "EXPENSES",
      suggestedCents: 495_100,
    });
    expect(suggestEmergencyFund({ monthlyEssentialsCents: [0], expensesCents: 0 })).toMatchObject({ source: "NONE", suggestedCents: 0 });
  });
});

describe("kinds and accounts", () => {
  const asset = (subtype: string, liquid = false, type: string | null = null) => ({ kind: "ASSET" as const, liquid, subtype, type });
  test.each([
    ["EMERGENCY_FUND", asset("savings", true), true],
    ["EMERGENCY_FUND", asset("401k"), false],
    ["SAVE_FOR", asset("brokerage"), true],
    ["SAVE_FOR", asset("home"), false],
    ["RETIREMENT", asset("roth"), true],
    ["RETIREMENT", asset("401k"), true],
    ["RETIREMENT", asset("savings", true), false],
    ["PAY_DOWN_DEBT", { kind: "LOAN" as const, liquid: false, subtype: null, type: "loan" }, true],
    ["PAY_DOWN_DEBT", asset("checking", true), false],
    ["CHECKLIST", asset("checking", true), false],
  ] as const)("%s allows %p: %p", (kind, account, allowed) => {
    expect(isAllowableAccount(kind, account)).toBe(allowed);
  });

  test("goals stored before the kinds keep working", () => {
    expect(goalKindOf("Savings")).toBe("SAVE_FOR");
    expect(goalKindOf("Debt")).toBe("PAY_DOWN_DEBT");
    expect(goalKindOf("RETIREMENT")).toBe("RETIREMENT");
  });
});

describe("the shared schema", () => {
  test("the form's typed money becomes numbers; the details step needs a target (a pay-down goal its debt)", () => {
    expect(createFinancialGoalSchema.parse({ category: "SAVE_FOR", endValue: "$1,250.50" }).endValue).toBe(1250.5);
    const details = goalDetailsSchema("EMERGENCY_FUND").safeParse({ name: "Fund", endValue: "" });
    expect(details.success).toBe(false);
    expect(details.error!.issues[0]).toMatchObject({ path: ["endValue"], message: "Please enter how much you want to reach." });
    const debt = goalDetailsSchema("PAY_DOWN_DEBT").safeParse({ name: "Card" });
    expect(debt.error!.issues[0]!.message).toBe("Please choose the loan or card to pay off.");
  });
});
