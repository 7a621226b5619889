import { builder } from "@/lib/graphql/builder";
import { payloadType, runPayload } from "@/lib/graphql/payload";
import { changeModelPortfolio } from "@/lib/investing/change-model-portfolio";
import { listModelPortfolios, type ModelPortfolioChoice } from "@/lib/investing/list-model-portfolios";
import { loadModelPortfolios, type ModelPortfolioView } from "@/lib/investing/load-model-portfolios";
import type { PortfolioChangeView, PortfolioRef, RiskAssessmentView } from "@/lib/investing/portfolio-views";
import { RISK_ADJUSTMENT_TEXT, RISK_QUESTIONS, RISK_QUIZ_VERSION } from "@/lib/investing/risk-quiz";
import { submitRiskAssessment } from "@/lib/investing/submit-risk-assessment";
import { getDb } from "@/lib/db";

// The risk questionnaire, the model portfolios and a change of portfolio (issue 16 items 2 and 3; names ours, in
// docs/decisions.md).

const FundKindEnum = builder.enumType("FundKind", { values: ["STOCK", "BOND"] as const });
const PortfolioChangeStateEnum = builder.enumType("PortfolioChangeState", {
  values: ["PENDING", "EFFECTIVE", "CANCELLED"] as const,
});

const RiskAnswerOption = builder.objectRef<{ id: string; label: string }>("RiskAnswerOption").implement({
  fields: (t) => ({ id: t.exposeID("id"), label: t.exposeString("label") }),
});

const RiskQuestionType = builder
  .objectRef<{ id: string; prompt: string; answers: ReadonlyArray<{ id: string; label: string }> }>("RiskQuestion")
  .implement({
    fields: (t) => ({
      id: t.exposeID("id"),
      prompt: t.exposeString("prompt"),
      answers: t.field({ type: [RiskAnswerOption], resolve: (question) => [...question.answers] }),
    }),
  });

const RiskQuestionnaire = builder
  .objectRef<{ version: string }>("RiskQuestionnaire")
  .implement({
    description: "The risk questionnaire: one answer id per question, sent back with its version.",
    fields: (t) => ({
      version: t.exposeString("version"),
      questions: t.field({ type: [RiskQuestionType], resolve: () => [...RISK_QUESTIONS] }),
    }),
  });

const RiskAnswerGiven = builder.objectRef<{ questionId: string; answerId: string }>("RiskAnswerGiven").implement({
  fields: (t) => ({ questionId: t.exposeID("questionId"), answerId: t.exposeID("answerId") }),
});

const RiskAnswerInput = builder.inputType("RiskAnswerInput", {
  fields: (t) => ({ questionId: t.id({ required: true }), answerId: t.id({ required: true }) }),
});

const ModelPortfolioHolding = builder
  .objectRef<ModelPortfolioView["holdings"][number]>("ModelPortfolioHolding")
  .implement({
    description: "One fund of a model portfolio.",
    fields: (t) => ({
      symbol: t.exposeString("symbol"),
      fundName: t.exposeString("fundName"),
      assetClass: t.exposeString("assetClass"),
      kind: t.field({ type: FundKindEnum, resolve: (holding) => holding.kind }),
      weightBasisPoints: t.exposeInt("weightBasisPoints", { description: "Of 10000 for the whole portfolio." }),
      expenseRatio: t.field({ type: "Decimal", description: "Percent a year (0.03 = 0.03 %).", resolve: (holding) => holding.expenseRatio }),
    }),
  });

type PortfolioShape = ModelPortfolioView & { isRecommended?: boolean; isCurrent?: boolean };

const ModelPortfolioType = builder.objectRef<PortfolioShape>("ModelPortfolio").implement({
  description: "A model portfolio (002 §3 modelPortfolio) with its funds and fee.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    riskLevel: t.exposeInt("riskLevel", { description: "1 (Conservative) to 5 (Aggressive Growth)." }),
    stockPercent: t.exposeInt("stockPercent"),
    bondPercent: t.exposeInt("bondPercent"),
    description: t.exposeString("description"),
    minAmountRequired: t.field({ type: "Decimal", resolve: (portfolio) => portfolio.minAmountRequired }),
    weightedExpenseRatio: t.field({
      type: "Decimal",
      description: "The funds' expense ratios weighted by their share, in percent a year; computed on the server.",
      resolve: (portfolio) => portfolio.weightedExpenseRatio,
    }),
    yearlyCostPerTenThousand: t.field({
      type: "Decimal",
      description: "What the weighted fee costs a year on $10,000, in dollars.",
      resolve: (portfolio) => portfolio.yearlyCostPerTenThousand,
    }),
    holdings: t.field({ type: [ModelPortfolioHolding], resolve: (portfolio) => portfolio.holdings }),
    isRecommended: t.boolean({
      description: "The level the account's latest questionnaire recommends.",
      resolve: (portfolio) => portfolio.isRecommended ?? false,
    }),
    isCurrent: t.boolean({ description: "The account's portfolio now.", resolve: (portfolio) => portfolio.isCurrent ?? false }),
  }),
});

const PortfolioSummary = builder.objectRef<PortfolioRef>("ModelPortfolioSummary").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    riskLevel: t.exposeInt("riskLevel"),
    stockPercent: t.exposeInt("stockPercent"),
    bondPercent: t.exposeInt("bondPercent"),
  }),
});

const PortfolioChangeType = builder.objectRef<PortfolioChangeView>("PortfolioChange").implement({
  description: "A chosen model portfolio: PENDING until the next rebalance makes it EFFECTIVE.",
  fields: (t) => ({
    id: t.exposeID("id"),
    state: t.field({ type: PortfolioChangeStateEnum, resolve: (change) => change.state }),
    requestedAt: t.field({ type: "DateTime", resolve: (change) => change.requestedAt }),
    effectiveAt: t.field({ type: "DateTime", nullable: true, resolve: (change) => change.effectiveAt }),
    fromModelPortfolio: t.field({ type: PortfolioSummary, nullable: true, resolve: (change) => change.fromModelPortfolio }),
    toModelPortfolio: t.field({ type: PortfolioSummary, resolve: (change) => change.toModelPortfolio }),
  }),
});

type AssessmentShape = RiskAssessmentView & { portfolios: ModelPortfolioView[] };

const RiskAssessmentType = builder.objectRef<AssessmentShape>("RiskAssessment").implement({
  description: "One submission of the risk questionnaire for an account.",
  fields: (t) => ({
    id: t.exposeID("id"),
    questionnaireVersion: t.exposeString("questionnaireVersion"),
    answers: t.field({
      type: [RiskAnswerGiven],
      resolve: (assessment) => Object.entries(assessment.answers).map(([questionId, answerId]) => ({ questionId, answerId })),
    }),
    score: t.exposeInt("score"),
    recommendedLevel: t.exposeInt("recommendedLevel"),
    recommendedModelPortfolio: t.field({
      type: ModelPortfolioType,
      nullable: true,
      resolve: (assessment) => assessment.portfolios.find((portfolio) => portfolio.riskLevel === assessment.recommendedLevel) ?? null,
    }),
    adjustments: t.stringList({
      description: "Why the recommendation is lower than the score alone, in words.",
      resolve: (assessment) => assessment.adjustments.map((adjustment) => RISK_ADJUSTMENT_TEXT[adjustment]),
    }),
    chosenLevel: t.exposeInt("chosenLevel", { nullable: true }),
    acknowledged: t.exposeBoolean("acknowledged", { description: "The member chose one level away and acknowledged it." }),
    createdAt: t.field({ type: "DateTime", resolve: (assessment) => assessment.createdAt }),
  }),
});

const ModelPortfolioChoiceType = builder
  .objectRef<ModelPortfolioChoice>("ModelPortfolioChoice")
  .implement({
    description: "The model portfolios for one account, with its latest questionnaire and the change still pending.",
    fields: (t) => ({
      accountId: t.string({ resolve: (choice) => choice.account.accountId }),
      accountState: t.string({ resolve: (choice) => choice.account.state }),
      portfolios: t.field({ type: [ModelPortfolioType], resolve: (choice) => choice.portfolios }),
      latestAssessment: t.field({
        type: RiskAssessmentType,
        nullable: true,
        resolve: (choice) => (choice.latestAssessment ? { ...choice.latestAssessment, portfolios: choice.portfolios } : null),
      }),
      pendingChange: t.field({ type: PortfolioChangeType, nullable: true, resolve: (choice) => choice.pendingChange }),
      lockedReason: t.string({
        nullable: true,
        description: "Why no portfolio can be chosen yet (the account is not open); null when one can.",
        resolve: (choice) => choice.lockedReason,
      }),
    }),
  });

builder.queryField("riskQuestionnaire", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: RiskQuestionnaire,
    description: "The current risk questionnaire.",
    resolve: () => ({ version: RISK_QUIZ_VERSION }),
  }),
);

builder.queryField("modelPortfolios", (t) =>
  t.withAuth({ can: "own-data:read" }).field({
    type: ModelPortfolioChoiceType,
    description: "The model portfolios for one of the member's accounts.",
    args: { accountId: t.arg.string({ required: true }) },
    resolve: (_root, { accountId }, { viewer }) => listModelPortfolios({ viewer, accountId }),
  }),
);

type SubmitResult = { error: string | null; assessment: AssessmentShape | null };

const SubmitRiskAssessmentPayload = payloadType<SubmitResult>("SubmitRiskAssessmentPayload", {
  errorField: true,
  fields: (t) => ({ assessment: t.field({ type: RiskAssessmentType, nullable: true, resolve: (payload) => payload.assessment }) }),
});

builder.mutationField("submitRiskAssessment", (t) =>
  t.withAuth({ can: "investing:open" }).field({
    type: SubmitRiskAssessmentPayload,
    description: "Scores and stores the questionnaire's answers for one of the member's accounts.",
    args: {
      accountId: t.arg.string({ required: true }),
      answers: t.arg({ type: [RiskAnswerInput], required: true }),
      version: t.arg.string({ required: true, description: "The questionnaire's version the answers were given to." }),
    },
    resolve: (_root, { accountId, answers, version }, { viewer }) =>
      runPayload<SubmitResult>(
        async () => {
          const assessment = await submitRiskAssessment({
            viewer,
            accountId,
            version,
            answers: answers.map((answer) => ({ questionId: String(answer.questionId), answerId: String(answer.answerId) })),
          });
          return { error: null, assessment: { ...assessment, portfolios: await loadModelPortfolios(await getDb()) } };
        },
        ({ error, errorField }) => ({ error, errorField, assessment: null }),
      ),
  }),
);

type ChangeResult = { error: string | null; change: PortfolioChangeView | null };

const ChangeModelPortfolioPayload = payloadType<ChangeResult>("ChangeModelPortfolioPayload", {
  errorField: true,
  fields: (t) => ({ change: t.field({ type: PortfolioChangeType, nullable: true, resolve: (payload) => payload.change }) }),
});

builder.mutationField("changeModelPortfolio", (t) =>
  t.withAuth({ can: "investing:open" }).field({
    type: ChangeModelPortfolioPayload,
    description:
      "Chooses a model portfolio for an open account: effective at once with no money invested, otherwise pending until the next rebalance.",
    args: {
      accountId: t.arg.string({ required: true }),
      modelPortfolioId: t.arg.id({ required: true }),
      acknowledgeRiskDifference: t.arg.boolean({
        required: false,
        description: "Needed when the portfolio is one level away from the latest questionnaire's recommendation.",
      }),
      requestId: t.arg.string({
        required: false,
        description: "The client's id for this confirmation: a retry with it returns the change already made.",
      }),
    },
    resolve: (_root, { accountId, modelPortfolioId, acknowledgeRiskDifference, requestId }, { viewer }) =>
      runPayload<ChangeResult>(
        async () => ({
          error: null,
          change: await changeModelPortfolio({
            viewer,
            accountId,
            modelPortfolioId: String(modelPortfolioId),
            acknowledgeRiskDifference: acknowledgeRiskDifference ?? false,
            requestId: requestId ?? undefined,
          }),
        }),
        ({ error, errorField }) => ({ error, errorField, change: null }),
      ),
  }),
);
