import { getDb } from "@/lib/db";
import { runQueuedJobs } from "@/lib/jobs/job-queue";
import { PORTFOLIO_CHOICE_MESSAGES } from "@/lib/investing/portfolio-choice-rules";
import { rebalanceInvestingAccount } from "@/lib/investing/rebalance-investing-account";
import { RISK_QUIZ_MESSAGES, RISK_QUIZ_VERSION } from "@/lib/investing/risk-quiz";
import { createInvestingAccount, createStaffUser, createUser, seedModelPortfolios, uniqueEmail } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

// The risk questionnaire, the model portfolios and a change of portfolio (issue 16 items 2 and 3) through the
// GraphQL operations: the owner, another member (refused), coach mode (read only), an account not yet open, retries.
useTestDatabase();

beforeAll(async () => {
  await seedModelPortfolios(await getDb());
});

const QUESTIONNAIRE = `query { riskQuestionnaire { version questions { id prompt answers { id label } } } }`;
const SUBMIT = `mutation($accountId: String!, $answers: [RiskAnswerInput!]!, $version: String!) {
  submitRiskAssessment(accountId: $accountId, answers: $answers, version: $version) {
    error errorField
    assessment { id score recommendedLevel chosenLevel acknowledged adjustments questionnaireVersion
      answers { questionId answerId }
      recommendedModelPortfolio { id name riskLevel stockPercent bondPercent weightedExpenseRatio } }
  }
}`;
const PORTFOLIOS = `query($accountId: String!) { modelPortfolios(accountId: $accountId) {
  accountId accountState lockedReason
  portfolios { id name riskLevel stockPercent bondPercent minAmountRequired weightedExpenseRatio yearlyCostPerTenThousand
    isRecommended isCurrent holdings { symbol fundName kind weightBasisPoints expenseRatio } }
  latestAssessment { id recommendedLevel }
  pendingChange { id state toModelPortfolio { name } }
} }`;
const CHANGE = `mutation($accountId: String!, $modelPortfolioId: ID!, $acknowledgeRiskDifference: Boolean, $requestId: String) {
  changeModelPortfolio(accountId: $accountId, modelPortfolioId: $modelPortfolioId,
    acknowledgeRiskDifference: $acknowledgeRiskDifference, requestId: $requestId) {
    error errorField change { id state effectiveAt fromModelPortfolio { name } toModelPortfolio { name riskLevel } }
  }
}`;

// Scores 15: Balanced (level 3), nothing adjusted.
const BALANCED_ANSWERS = {
  horizon: "6-to-10-years",
  purpose: "retirement",
  "drop-20-in-a-month": "do-nothing",
  "down-10-over-a-year": "do-nothing",
  experience: "retirement-plan",
  "income-stability": "stable",
  "emergency-savings": "3-to-6-months",
};
const asInput = (answers: Record<string, string>) =>
  Object.entries(answers).map(([questionId, answerId]) => ({ questionId, answerId }));

type Portfolio = { id: string; name: string; riskLevel: number; isRecommended: boolean; isCurrent: boolean; weightedExpenseRatio: number };
type Choice = {
  modelPortfolios: {
    accountId: string;
    accountState: string;
    lockedReason: string | null;
    portfolios: Array<Portfolio & Record<string, unknown>>;
    latestAssessment: { id: string; recommendedLevel: number } | null;
    pendingChange: { id: string; state: string; toModelPortfolio: { name: string } } | null;
  };
};
type ChangePayload = {
  changeModelPortfolio: {
    error: string | null;
    errorField: string | null;
    change: { id: string; state: string; effectiveAt: string | null; fromModelPortfolio: { name: string } | null; toModelPortfolio: { name: string } } | null;
  };
};

async function member(account: { state?: "ACTIVE" | "UNDER_REVIEW" | "PENDING"; isMoneyInvested?: boolean } = {}) {
  const db = await getDb();
  const user = await createUser(db, { email: uniqueEmail("portfolio") });
  const { account: row } = await createInvestingAccount(db, { userId: user.id, state: account.state ?? "ACTIVE", isMoneyInvested: account.isMoneyInvested ?? false });
  const { cookie } = await sessionCookieFor(user.id);
  const call = async <T>(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
    const { body } = await executeGraphQL<T>({ query, variables, cookie, headers });
    if (body.errors) throw new Error(body.errors[0]!.message);
    return body.data as T;
  };
  return { user, cookie, call, accountId: row.accountId!, rowId: row.id };
}

async function portfolioByName(name: string) {
  return (await getDb()).modelPortfolio.findUniqueOrThrow({ where: { name }, select: { id: true } });
}

test("the questionnaire: seven questions, fixed answer ids, the current version", async () => {
  const { call } = await member();
  const data = await call<{ riskQuestionnaire: { version: string; questions: Array<{ id: string; answers: Array<{ id: string }> }> } }>(QUESTIONNAIRE);
  expect(data.riskQuestionnaire.version).toBe(RISK_QUIZ_VERSION);
  expect(data.riskQuestionnaire.questions).toHaveLength(7);
  expect(data.riskQuestionnaire.questions[0]!.answers.map((answer) => answer.id)).toContain("under-3-years");
});

test("the catalog: five portfolios with their funds and the weighted fee computed on the server", async () => {
  const { call, accountId } = await member();
  const { modelPortfolios } = await call<Choice>(PORTFOLIOS, { accountId });
  expect(modelPortfolios.portfolios.map((portfolio) => [portfolio.name, portfolio.riskLevel, portfolio.stockPercent, portfolio.bondPercent])).toEqual([
    ["Conservative", 1, 20, 80],
    ["Moderate", 2, 40, 60],
    ["Balanced", 3, 60, 40],
    ["Growth", 4, 80, 20],
    ["Aggressive Growth", 5, 90, 10],
  ]);
  const conservative = modelPortfolios.portfolios[0]!;
  // 12 % VTI at 0.03, 8 % VXUS at 0.05, 48 % BND at 0.03, 20 % BNDX at 0.07, 12 % VTIP at 0.03.
  expect(conservative.weightedExpenseRatio).toBe(0.0396);
  expect(conservative.yearlyCostPerTenThousand).toBe(3.96);
  expect(conservative.minAmountRequired).toBe(100);
  expect(conservative.holdings).toContainEqual({ symbol: "BND", fundName: "Vanguard Total Bond Market ETF", kind: "BOND", weightBasisPoints: 4800, expenseRatio: 0.03 });
  expect(modelPortfolios.portfolios.some((portfolio) => portfolio.isRecommended || portfolio.isCurrent)).toBe(false);
  expect(modelPortfolios.lockedReason).toBeNull();
});

test("the owner submits the questionnaire: scored, stored with its answers and version, and marks the recommendation", async () => {
  const { call, accountId, rowId } = await member();
  const { submitRiskAssessment } = await call<{ submitRiskAssessment: { error: string | null; assessment: Record<string, unknown> & { id: string } } }>(SUBMIT, {
    accountId,
    answers: asInput(BALANCED_ANSWERS),
    version: RISK_QUIZ_VERSION,
  });
  expect(submitRiskAssessment.error).toBeNull();
  expect(submitRiskAssessment.assessment).toMatchObject({
    score: 15,
    recommendedLevel: 3,
    chosenLevel: null,
    acknowledged: false,
    adjustments: [],
    questionnaireVersion: RISK_QUIZ_VERSION,
    recommendedModelPortfolio: { name: "Balanced", stockPercent: 60, bondPercent: 40 },
  });
  const stored = await (await getDb()).riskAssessment.findUniqueOrThrow({ where: { id: submitRiskAssessment.assessment.id } });
  expect(stored).toMatchObject({ investingAccountId: rowId, questionnaireVersion: RISK_QUIZ_VERSION, answers: BALANCED_ANSWERS, score: 15, recommendedLevel: 3 });

  const { modelPortfolios } = await call<Choice>(PORTFOLIOS, { accountId });
  expect(modelPortfolios.portfolios.filter((portfolio) => portfolio.isRecommended).map((portfolio) => portfolio.name)).toEqual(["Balanced"]);
  expect(modelPortfolios.latestAssessment).toEqual({ id: submitRiskAssessment.assessment.id, recommendedLevel: 3 });
});

test("a short horizon caps the recommendation, and the reason is given", async () => {
  const { call, accountId } = await member();
  const { submitRiskAssessment } = await call<{ submitRiskAssessment: { assessment: { recommendedLevel: number; adjustments: string[] } } }>(SUBMIT, {
    accountId,
    answers: asInput({ ...BALANCED_ANSWERS, horizon: "under-3-years", purpose: "long-term-growth", "drop-20-in-a-month": "buy-more", experience: "experienced" }),
    version: RISK_QUIZ_VERSION,
  });
  expect(submitRiskAssessment.assessment.recommendedLevel).toBe(2);
  expect(submitRiskAssessment.assessment.adjustments).toEqual([expect.stringContaining("within 3 years")]);
});

test("incomplete answers, unknown answers and an old version are refused and nothing is stored", async () => {
  const { call, accountId, rowId } = await member();
  const { horizon: _omitted, ...missing } = BALANCED_ANSWERS;
  for (const [answers, version, message] of [
    [missing, RISK_QUIZ_VERSION, RISK_QUIZ_MESSAGES.unanswered],
    [{ ...BALANCED_ANSWERS, horizon: "never" }, RISK_QUIZ_VERSION, RISK_QUIZ_MESSAGES.unanswered],
    [BALANCED_ANSWERS, "2020-01", RISK_QUIZ_MESSAGES.outdated],
  ] as const) {
    const { submitRiskAssessment } = await call<{ submitRiskAssessment: { error: string | null } }>(SUBMIT, { accountId, answers: asInput(answers), version });
    expect(submitRiskAssessment.error).toBe(message);
  }
  expect(await (await getDb()).riskAssessment.count({ where: { investingAccountId: rowId } })).toBe(0);
});

test("with no money invested the recommended portfolio takes effect at once", async () => {
  const { call, accountId, rowId } = await member();
  await call(SUBMIT, { accountId, answers: asInput(BALANCED_ANSWERS), version: RISK_QUIZ_VERSION });
  const balanced = await portfolioByName("Balanced");

  const { changeModelPortfolio } = await call<ChangePayload>(CHANGE, { accountId, modelPortfolioId: balanced.id });
  expect(changeModelPortfolio.error).toBeNull();
  expect(changeModelPortfolio.change).toMatchObject({ state: "EFFECTIVE", effectiveAt: expect.any(String), fromModelPortfolio: null, toModelPortfolio: { name: "Balanced" } });

  const db = await getDb();
  expect((await db.investingAccount.findUniqueOrThrow({ where: { id: rowId } })).modelPortfolioId).toBe(balanced.id);
  expect(await db.riskAssessment.findFirstOrThrow({ where: { investingAccountId: rowId } })).toMatchObject({ chosenLevel: 3, acknowledged: false });
  const { modelPortfolios } = await call<Choice>(PORTFOLIOS, { accountId });
  expect(modelPortfolios.portfolios.find((portfolio) => portfolio.isCurrent)?.name).toBe("Balanced");
  expect(modelPortfolios.pendingChange).toBeNull();

  const again = await call<ChangePayload>(CHANGE, { accountId, modelPortfolioId: balanced.id });
  expect(again.changeModelPortfolio.error).toBe(PORTFOLIO_CHOICE_MESSAGES.alreadyCurrent);
});

test("one level from the recommendation needs the acknowledgement; two levels is refused", async () => {
  const { call, accountId, rowId } = await member();
  await call(SUBMIT, { accountId, answers: asInput(BALANCED_ANSWERS), version: RISK_QUIZ_VERSION });
  const growth = await portfolioByName("Growth");
  const aggressive = await portfolioByName("Aggressive Growth");

  const tooFar = await call<ChangePayload>(CHANGE, { accountId, modelPortfolioId: aggressive.id, acknowledgeRiskDifference: true });
  expect(tooFar.changeModelPortfolio).toMatchObject({ error: PORTFOLIO_CHOICE_MESSAGES.tooFarFromRecommendation, change: null });
  const unacknowledged = await call<ChangePayload>(CHANGE, { accountId, modelPortfolioId: growth.id });
  expect(unacknowledged.changeModelPortfolio).toMatchObject({ error: PORTFOLIO_CHOICE_MESSAGES.acknowledgementNeeded, errorField: "acknowledgeRiskDifference" });
  expect(await (await getDb()).portfolioChange.count({ where: { investingAccountId: rowId } })).toBe(0);

  const acknowledged = await call<ChangePayload>(CHANGE, { accountId, modelPortfolioId: growth.id, acknowledgeRiskDifference: true });
  expect(acknowledged.changeModelPortfolio.change).toMatchObject({ state: "EFFECTIVE", toModelPortfolio: { name: "Growth" } });
  expect(await (await getDb()).riskAssessment.findFirstOrThrow({ where: { investingAccountId: rowId } })).toMatchObject({ chosenLevel: 4, acknowledged: true });
});

test("without a questionnaire any portfolio may be picked ('Pick my own instead')", async () => {
  const { call, accountId } = await member();
  const aggressive = await portfolioByName("Aggressive Growth");
  const { changeModelPortfolio } = await call<ChangePayload>(CHANGE, { accountId, modelPortfolioId: aggressive.id });
  expect(changeModelPortfolio.change?.state).toBe("EFFECTIVE");
});

test("with money invested the change is pending, the rebalance job is queued with it and makes it effective", async () => {
  const db = await getDb();
  const { call, accountId, rowId } = await member({ isMoneyInvested: true });
  const moderate = await portfolioByName("Moderate");
  const growth = await portfolioByName("Growth");
  await db.investingAccount.update({ where: { id: rowId }, data: { modelPortfolioId: moderate.id } });

  const first = await call<ChangePayload>(CHANGE, { accountId, modelPortfolioId: growth.id });
  expect(first.changeModelPortfolio.change).toMatchObject({ state: "PENDING", effectiveAt: null, fromModelPortfolio: { name: "Moderate" }, toModelPortfolio: { name: "Growth" } });
  expect((await db.investingAccount.findUniqueOrThrow({ where: { id: rowId } })).modelPortfolioId).toBe(moderate.id);
  const { modelPortfolios } = await call<Choice>(PORTFOLIOS, { accountId });
  expect(modelPortfolios.pendingChange).toMatchObject({ state: "PENDING", toModelPortfolio: { name: "Growth" } });

  // A newer choice replaces the one still pending.
  const balanced = await portfolioByName("Balanced");
  const second = await call<ChangePayload>(CHANGE, { accountId, modelPortfolioId: balanced.id });
  expect(second.changeModelPortfolio.change?.state).toBe("PENDING");
  expect(await db.portfolioChange.findUniqueOrThrow({ where: { id: first.changeModelPortfolio.change!.id } })).toMatchObject({ state: "CANCELLED" });

  expect((await runQueuedJobs("rebalance-investing-account")).failed).toBe(0);
  expect(await db.portfolioChange.findUniqueOrThrow({ where: { id: second.changeModelPortfolio.change!.id } })).toMatchObject({
    state: "EFFECTIVE",
    effectiveAt: expect.any(Date),
  });
  expect((await db.investingAccount.findUniqueOrThrow({ where: { id: rowId } })).modelPortfolioId).toBe(balanced.id);
  expect((await call<Choice>(PORTFOLIOS, { accountId })).modelPortfolios.pendingChange).toBeNull();

  // A retried job finds nothing pending and changes nothing.
  const effectiveAt = (await db.portfolioChange.findUniqueOrThrow({ where: { id: second.changeModelPortfolio.change!.id } })).effectiveAt;
  await rebalanceInvestingAccount({ investingAccountId: rowId });
  expect((await db.portfolioChange.findUniqueOrThrow({ where: { id: second.changeModelPortfolio.change!.id } })).effectiveAt).toEqual(effectiveAt);
  expect(await db.portfolioChange.findUniqueOrThrow({ where: { id: first.changeModelPortfolio.change!.id } })).toMatchObject({ state: "CANCELLED" });
  expect((await db.investingAccount.findUniqueOrThrow({ where: { id: rowId } })).modelPortfolioId).toBe(balanced.id);
});

test("an account still under review: the questionnaire is saved, the portfolio refused with the reason", async () => {
  for (const state of ["UNDER_REVIEW", "PENDING"] as const) {
    const { call, accountId, rowId } = await member({ state });
    const submitted = await call<{ submitRiskAssessment: { error: string | null } }>(SUBMIT, { accountId, answers: asInput(BALANCED_ANSWERS), version: RISK_QUIZ_VERSION });
    expect(submitted.submitRiskAssessment.error).toBeNull();
    const { modelPortfolios } = await call<Choice>(PORTFOLIOS, { accountId });
    const reason = state === "UNDER_REVIEW" ? PORTFOLIO_CHOICE_MESSAGES.underReview : PORTFOLIO_CHOICE_MESSAGES.finishOpening;
    expect(modelPortfolios.lockedReason).toBe(reason);

    const { changeModelPortfolio } = await call<ChangePayload>(CHANGE, { accountId, modelPortfolioId: (await portfolioByName("Balanced")).id });
    expect(changeModelPortfolio).toMatchObject({ error: reason, change: null });
    expect(await (await getDb()).portfolioChange.count({ where: { investingAccountId: rowId } })).toBe(0);
  }
});

test("a retry does not act twice: the same request id or Idempotency-Key returns the first change", async () => {
  const db = await getDb();
  const { call, accountId, rowId } = await member({ isMoneyInvested: true });
  const growth = await portfolioByName("Growth");
  const requestId = crypto.randomUUID();

  const first = await call<ChangePayload>(CHANGE, { accountId, modelPortfolioId: growth.id, requestId });
  const retry = await call<ChangePayload>(CHANGE, { accountId, modelPortfolioId: growth.id, requestId });
  expect(retry.changeModelPortfolio.change).toEqual(first.changeModelPortfolio.change);
  expect(await db.portfolioChange.count({ where: { investingAccountId: rowId } })).toBe(1);

  const headers = { "idempotency-key": crypto.randomUUID() };
  const balanced = await portfolioByName("Balanced");
  const keyed = await call<ChangePayload>(CHANGE, { accountId, modelPortfolioId: balanced.id }, headers);
  const keyedRetry = await call<ChangePayload>(CHANGE, { accountId, modelPortfolioId: balanced.id }, headers);
  expect(keyedRetry).toEqual(keyed);
  expect(await db.portfolioChange.count({ where: { investingAccountId: rowId } })).toBe(2);

  const assessmentKey = { "idempotency-key": crypto.randomUUID() };
  await call(SUBMIT, { accountId, answers: asInput(BALANCED_ANSWERS), version: RISK_QUIZ_VERSION }, assessmentKey);
  await call(SUBMIT, { accountId, answers: asInput(BALANCED_ANSWERS), version: RISK_QUIZ_VERSION }, assessmentKey);
  expect(await db.riskAssessment.count({ where: { investingAccountId: rowId } })).toBe(1);
});

test("another member's account is not found, for every operation, and nothing changes", async () => {
  const owner = await member();
  const other = await member();
  const balanced = await portfolioByName("Balanced");

  const read = await executeGraphQL<Choice>({ query: PORTFOLIOS, variables: { accountId: owner.accountId }, cookie: other.cookie });
  expect(read.body.errors?.[0]?.message).toBe("Investing account not found.");
  const submitted = await other.call<{ submitRiskAssessment: { error: string | null } }>(SUBMIT, {
    accountId: owner.accountId,
    answers: asInput(BALANCED_ANSWERS),
    version: RISK_QUIZ_VERSION,
  });
  expect(submitted.submitRiskAssessment.error).toBe("Investing account not found.");
  const changed = await other.call<ChangePayload>(CHANGE, { accountId: owner.accountId, modelPortfolioId: balanced.id });
  expect(changed.changeModelPortfolio.error).toBe("Investing account not found.");

  // A request id already used on another account is not a way in either.
  const requestId = crypto.randomUUID();
  await owner.call(CHANGE, { accountId: owner.accountId, modelPortfolioId: balanced.id, requestId });
  const reused = await other.call<ChangePayload>(CHANGE, { accountId: other.accountId, modelPortfolioId: balanced.id, requestId });
  expect(reused.changeModelPortfolio).toMatchObject({ error: PORTFOLIO_CHOICE_MESSAGES.requestReused, change: null });

  const db = await getDb();
  expect(await db.riskAssessment.count({ where: { investingAccountId: owner.rowId } })).toBe(0);
  expect(await db.portfolioChange.count({ where: { investingAccountId: other.rowId } })).toBe(0);
});

test("coach mode reads the portfolios but cannot submit the questionnaire or change the portfolio", async () => {
  const owner = await member();
  const staff = await createStaffUser(await getDb());
  const coach = await sessionCookieFor(staff.id, { coachedUserId: owner.user.id });
  const balanced = await portfolioByName("Balanced");

  for (const [query, variables] of [
    [SUBMIT, { accountId: owner.accountId, answers: asInput(BALANCED_ANSWERS), version: RISK_QUIZ_VERSION }],
    [CHANGE, { accountId: owner.accountId, modelPortfolioId: balanced.id }],
  ] as const) {
    const { body } = await executeGraphQL({ query, variables, cookie: coach.cookie });
    expect(body.errors?.[0]?.message).toBe("You do not have permission to do that.");
  }
  const { body } = await executeGraphQL<Choice>({ query: PORTFOLIOS, variables: { accountId: owner.accountId }, cookie: coach.cookie });
  expect(body.data?.modelPortfolios.portfolios).toHaveLength(5);
  expect(await (await getDb()).portfolioChange.count({ where: { investingAccountId: owner.rowId } })).toBe(0);
});
