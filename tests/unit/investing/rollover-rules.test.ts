import { planFromLinkedSubtype, startRolloverSchema } from "@/lib/investing/rollovers/rollover-schema";
import { memberMove, rolloverWarnings, trackerIndex, TRACKER_STEPS } from "@/lib/investing/rollovers/rollover-steps";

// The rollover's pure rules (issue 16 item 6): the step order and what the member may move, the warnings, the form's
// schema (shared with startRollover) and a linked account's plan.

test("the tracker's five steps, in order; details-needed and cancelled are off the track", () => {
  expect(TRACKER_STEPS).toEqual(["PLAN_FOUND", "REQUESTED", "CHECK_IN_TRANSIT", "DEPOSITED", "INVESTED"]);
  expect(trackerIndex("CHECK_IN_TRANSIT")).toBe(2);
  expect(trackerIndex("DETAILS_NEEDED")).toBe(-1);
  expect(trackerIndex("CANCELLED")).toBe(-1);
});

test.each([
  ["PLAN_FOUND", "REQUESTED", { ok: true, changed: true }],
  ["PLAN_FOUND", "CHECK_IN_TRANSIT", { ok: true, changed: true }],
  ["REQUESTED", "REQUESTED", { ok: true, changed: false }],
  ["CHECK_IN_TRANSIT", "REQUESTED", { ok: false, reason: "past-step" }],
  ["REQUESTED", "DEPOSITED", { ok: false, reason: "not-member-step" }],
  ["CHECK_IN_TRANSIT", "INVESTED", { ok: false, reason: "not-member-step" }],
  ["DETAILS_NEEDED", "REQUESTED", { ok: false, reason: "details-needed" }],
  ["DEPOSITED", "CHECK_IN_TRANSIT", { ok: false, reason: "past-step" }],
  ["REQUESTED", "CANCELLED", { ok: true, changed: true }],
  ["DEPOSITED", "CANCELLED", { ok: false, reason: "past-step" }],
  ["CANCELLED", "REQUESTED", { ok: false, reason: "cancelled" }],
] as const)("the member moves %s to %s", (from, to, expected) => {
  expect(memberMove(from, to)).toEqual(expected);
});

test("warnings: a loan, a balance under $1,000 (in cents, not floats), company stock", () => {
  const none = { hasOutstandingLoan: false, hasCompanyStock: false };
  expect(rolloverWarnings({ ...none, totalEstimate: "1000.00" })).toEqual([]);
  expect(rolloverWarnings({ ...none, totalEstimate: "999.99" })).toEqual(["SMALL_BALANCE"]);
  expect(rolloverWarnings({ ...none, totalEstimate: null })).toEqual([]);
  expect(rolloverWarnings({ hasOutstandingLoan: true, hasCompanyStock: true, totalEstimate: "5000.00" })).toEqual([
    "OUTSTANDING_LOAN",
    "COMPANY_STOCK",
  ]);
});

test("the form's schema: typed amounts become exact dollars and cents; at least one amount; yes/no answers", () => {
  const form = {
    oldProvider: " Fidelity ",
    planType: "PLAN_403B",
    preTaxAmount: "$12,000.5",
    rothAmount: "",
    hasOutstandingLoan: "no",
    hasCompanyStock: "yes",
    tradAccountId: "acct-1",
    rothAccountId: "",
  };
  expect(startRolloverSchema.parse(form)).toEqual({
    oldProvider: "Fidelity",
    planType: "PLAN_403B",
    preTaxAmount: "12000.50",
    rothAmount: "0.00",
    hasOutstandingLoan: false,
    hasCompanyStock: true,
    tradAccountId: "acct-1",
    rothAccountId: null,
  });
  expect(startRolloverSchema.parse({ ...form, preTaxAmount: 0.1, rothAmount: 7 })).toMatchObject({ preTaxAmount: "0.10", rothAmount: "7.00" });
  const messages = (input: Record<string, unknown>) => startRolloverSchema.safeParse({ ...form, ...input }).error?.issues.map((issue) => issue.message);
  expect(messages({ preTaxAmount: "0" })).toEqual(["Please enter the pre-tax amount, the Roth amount, or both."]);
  expect(messages({ preTaxAmount: "12.345" })).toEqual(["Please enter an amount from $0 up to $100,000,000."]);
  expect(messages({ rothAmount: -5 })).toEqual(["Please enter an amount from $0 up to $100,000,000."]);
  expect(messages({ hasOutstandingLoan: undefined })).toEqual(["Please answer yes or no."]);
  expect(messages({ planType: "" })).toEqual(["Please choose the kind of plan."]);
});

test.each([
  ["401k", "PLAN_401K", "PRE_TAX"],
  ["roth 401k", "PLAN_401K", "ROTH"],
  ["403B", "PLAN_403B", "PRE_TAX"],
  ["457b", "PLAN_457B", "PRE_TAX"],
  ["thrift savings plan", "TSP", "PRE_TAX"],
  ["pension", "OTHER", "PRE_TAX"],
  [null, "OTHER", "PRE_TAX"],
])("a linked %s fills in %s, %s money", (subtype, planType, moneyKind) => {
  expect(planFromLinkedSubtype(subtype)).toEqual({ planType, moneyKind });
});
