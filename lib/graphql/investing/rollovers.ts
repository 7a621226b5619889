import { builder } from "@/lib/graphql/builder";
import { payloadType, runPayload } from "@/lib/graphql/payload";
import { getRollover } from "@/lib/investing/rollovers/get-rollover";
import { getRolloverIntent } from "@/lib/investing/rollovers/get-rollover-intent";
import { listRollovers } from "@/lib/investing/rollovers/list-rollovers";
import type { RolloverLeg, RolloverView } from "@/lib/investing/rollovers/rollover-view";
import { startRollover } from "@/lib/investing/rollovers/start-rollover";
import { updateRolloverProgress } from "@/lib/investing/rollovers/update-rollover-progress";

// Rollovers from old employer plans (issue 16 item 6; names ours, docs/decisions.md): startRollover, rollover,
// rolloverIntent, rollovers, updateRolloverProgress. Reads work in coach mode; changes never do (investing:open).
// Another member's rollover or account is "not found".

const RolloverStepEnum = builder.enumType("RolloverStep", {
  description:
    "DETAILS_NEEDED (the wizard made it; the old plan is not described yet), then the tracker's PLAN_FOUND, " +
    "REQUESTED, CHECK_IN_TRANSIT (the member's reports), DEPOSITED, INVESTED (the clearing firm's), or CANCELLED.",
  values: ["DETAILS_NEEDED", "PLAN_FOUND", "REQUESTED", "CHECK_IN_TRANSIT", "DEPOSITED", "INVESTED", "CANCELLED"] as const,
});

const RetirementPlanTypeEnum = builder.enumType("RetirementPlanType", {
  values: ["PLAN_401K", "PLAN_403B", "PLAN_457B", "TSP", "OTHER"] as const,
});

const RolloverMoneyKindEnum = builder.enumType("RolloverMoneyKind", {
  description: "PRE_TAX goes to a Traditional IRA or Rollover Account, ROTH to a Roth IRA.",
  values: ["PRE_TAX", "ROTH"] as const,
});

const RolloverWarningEnum = builder.enumType("RolloverWarning", {
  description:
    "OUTSTANDING_LOAN (an unpaid plan loan may become taxable), SMALL_BALANCE (under $1,000: plans may cash it out or " +
    "charge fees), COMPANY_STOCK (net unrealized appreciation: talk to a coach first).",
  values: ["OUTSTANDING_LOAN", "SMALL_BALANCE", "COMPANY_STOCK"] as const,
});

const RolloverAccount = builder.objectRef<RolloverView["account"]>("RolloverAccount").implement({
  description: "The investing account a rollover's money goes into.",
  fields: (t) => ({
    accountId: t.exposeString("accountId"),
    accountNumber: t.exposeString("accountNumber", { nullable: true, description: "In full: it goes on the check." }),
    accountType: t.exposeString("accountType", { nullable: true }),
    state: t.exposeString("state"),
    label: t.exposeString("label", { description: "'nickname or type label · number' (002 §3)." }),
  }),
});

const RolloverLegType = builder.objectRef<RolloverLeg>("RolloverLeg").implement({
  description: "Another leg of the same rollover (same transferIntentId).",
  fields: (t) => ({
    id: t.exposeID("id"),
    moneyKind: t.field({ type: RolloverMoneyKindEnum, nullable: true, resolve: (leg) => leg.moneyKind }),
    step: t.field({ type: RolloverStepEnum, resolve: (leg) => leg.step }),
    accountId: t.exposeString("accountId"),
    accountLabel: t.exposeString("accountLabel"),
  }),
});

const dateField = (key: "planFoundAt" | "requestedAt" | "checkInTransitAt" | "depositedAt" | "investedAt" | "cancelledAt" | "createdAt") =>
  ({ type: "DateTime", nullable: true, resolve: (rollover: RolloverView) => rollover[key] }) as const;

const RolloverType = builder.objectRef<RolloverView>("Rollover").implement({
  description: "A rollover from an old employer plan into one of the member's IRAs (one row per destination account).",
  fields: (t) => ({
    id: t.exposeID("id"),
    nickname: t.exposeString("nickname"),
    transferIntentId: t.exposeString("transferIntentId", { description: "Shared by the legs of one rollover." }),
    step: t.field({ type: RolloverStepEnum, resolve: (rollover) => rollover.step }),
    oldProvider: t.exposeString("oldProvider", { nullable: true }),
    planType: t.field({ type: RetirementPlanTypeEnum, nullable: true, resolve: (rollover) => rollover.planType }),
    moneyKind: t.field({ type: RolloverMoneyKindEnum, nullable: true, resolve: (rollover) => rollover.moneyKind }),
    estimatedAmount: t.field({ type: "Decimal", nullable: true, resolve: (rollover) => rollover.estimatedAmount }),
    hasOutstandingLoan: t.exposeBoolean("hasOutstandingLoan", { nullable: true }),
    hasCompanyStock: t.exposeBoolean("hasCompanyStock", { nullable: true }),
    planFoundAt: t.field(dateField("planFoundAt")),
    requestedAt: t.field(dateField("requestedAt")),
    checkInTransitAt: t.field(dateField("checkInTransitAt")),
    checkMailedOn: t.string({
      nullable: true,
      description: "YYYY-MM-DD, the day the member says the check was mailed.",
      resolve: (rollover) => rollover.checkMailedOn?.toISOString().slice(0, 10) ?? null,
    }),
    depositedAt: t.field(dateField("depositedAt")),
    investedAt: t.field(dateField("investedAt")),
    cancelledAt: t.field(dateField("cancelledAt")),
    createdAt: t.field({ type: "DateTime", resolve: (rollover) => rollover.createdAt }),
    depositedAmount: t.field({ type: "Decimal", nullable: true, resolve: (rollover) => rollover.depositedAmount }),
    account: t.field({ type: RolloverAccount, resolve: (rollover) => rollover.account }),
    payee: t.exposeString("payee", { description: "The check's exact payee line: '{clearing firm} FBO {full name}'." }),
    warnings: t.field({ type: [RolloverWarningEnum], resolve: (rollover) => rollover.warnings }),
    siblings: t.field({ type: [RolloverLegType], resolve: (rollover) => rollover.siblings }),
  }),
});

builder.queryField("rollover", (t) =>
  t.withAuth({ can: "own-data:read" }).field({
    type: RolloverType,
    description: "One of the member's rollovers; another member's is 'Rollover not found.'",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { viewer }) => getRollover({ viewer, rolloverId: String(id) }),
  }),
);

builder.queryField("rolloverIntent", (t) =>
  t.withAuth({ can: "own-data:read" }).field({
    type: [RolloverType],
    description: "Every leg of one rollover (the manifest stepper).",
    args: { transferIntentId: t.arg.string({ required: true }) },
    resolve: (_root, { transferIntentId }, { viewer }) => getRolloverIntent({ viewer, transferIntentId }),
  }),
);

builder.queryField("rollovers", (t) =>
  t.withAuth({ can: "own-data:read" }).field({
    type: [RolloverType],
    description: "The member's rollovers, oldest first.",
    resolve: (_root, _args, { viewer }) => listRollovers({ viewer }),
  }),
);

const StartRolloverInput = builder.inputType("StartRolloverInput", {
  description: "lib/investing/rollovers/rollover-schema.ts checks it (the form's schema): at least one amount above 0.",
  fields: (t) => ({
    oldProvider: t.string({ required: false, description: "The old plan's administrator." }),
    planType: t.string({ required: false, description: "PLAN_401K, PLAN_403B, PLAN_457B, TSP or OTHER." }),
    preTaxAmount: t.field({ type: "Decimal", required: false }),
    rothAmount: t.field({ type: "Decimal", required: false }),
    hasOutstandingLoan: t.boolean({ required: false }),
    hasCompanyStock: t.boolean({ required: false }),
    tradAccountId: t.string({ required: false, description: "The Traditional IRA or Rollover Account for pre-tax money." }),
    rothAccountId: t.string({ required: false, description: "The Roth IRA for Roth money." }),
  }),
});

type StartResult = { error: string | null; errorField?: string | null; rollovers: RolloverView[] };

const StartRolloverPayload = payloadType<StartResult>("StartRolloverPayload", {
  errorField: true,
  fields: (t) => ({ rollovers: t.field({ type: [RolloverType], resolve: (result) => result.rollovers }) }),
});

builder.mutationField("startRollover", (t) =>
  t.withAuth({ can: "investing:open" }).field({
    type: StartRolloverPayload,
    description: "Starts a rollover: one leg per kind of money (pre-tax, Roth), each into its IRA, at PLAN_FOUND.",
    args: { input: t.arg({ type: StartRolloverInput, required: true }) },
    resolve: (_root, { input }, { viewer }) =>
      runPayload<StartResult>(
        async () => ({ error: null, ...(await startRollover({ viewer, input })) }),
        (fields) => ({ ...fields, rollovers: [] }),
      ),
  }),
);

type ProgressResult = { error: string | null; rollover: RolloverView | null };

const UpdateRolloverProgressPayload = payloadType<ProgressResult>("UpdateRolloverProgressPayload", {
  fields: (t) => ({ rollover: t.field({ type: RolloverType, nullable: true, resolve: (result) => result.rollover }) }),
});

builder.mutationField("updateRolloverProgress", (t) =>
  t.withAuth({ can: "investing:open" }).field({
    type: UpdateRolloverProgressPayload,
    description:
      "The member's report: REQUESTED ('I've requested the rollover'), CHECK_IN_TRANSIT ('The check is on its way', " +
      "optionally checkMailedOn YYYY-MM-DD) or CANCELLED. The step it is already at changes nothing.",
    args: {
      rolloverId: t.arg.id({ required: true }),
      step: t.arg({ type: RolloverStepEnum, required: true }),
      checkMailedOn: t.arg.string({ required: false }),
    },
    resolve: (_root, { rolloverId, step, checkMailedOn }, { viewer }) =>
      runPayload<ProgressResult>(
        async () => ({ error: null, ...(await updateRolloverProgress({ viewer, rolloverId: String(rolloverId), step, checkMailedOn })) }),
        (fields) => ({ ...fields, rollover: null }),
      ),
  }),
);
