import type {
  AssetRecord,
  CreditCardRecord,
  CreditScoreRecord,
  IncomeRecord,
  LoanRecord,
} from "@/lib/accounts/account-records";
import {
  createAssetRules,
  createCreditCardRules,
  createCreditScoreRules,
  createIncomeRules,
  createLoanRules,
  updateAssetRules,
  updateCreditCardRules,
  updateCreditScoreRules,
  updateIncomeRules,
  updateLoanRules,
} from "@/lib/accounts/account-rules";
import { createAsset } from "@/lib/accounts/create-asset";
import { createCreditCard } from "@/lib/accounts/create-credit-card";
import { createCreditScore } from "@/lib/accounts/create-credit-score";
import { createIncome } from "@/lib/accounts/create-income";
import { createLoan } from "@/lib/accounts/create-loan";
import { listCreditScores } from "@/lib/accounts/list-credit-scores";
import { listFinancialAccounts, type FinancialAccounts } from "@/lib/accounts/list-financial-accounts";
import { listIncomes } from "@/lib/accounts/list-incomes";
import { parseInput } from "@/lib/validation/parse-input";
import { updateAsset } from "@/lib/accounts/update-asset";
import { updateCreditCard } from "@/lib/accounts/update-credit-card";
import { updateCreditScore } from "@/lib/accounts/update-credit-score";
import { updateIncome } from "@/lib/accounts/update-income";
import { updateLoan } from "@/lib/accounts/update-loan";
import { builder } from "@/lib/graphql/builder";
import { payloadType, runPayload, type ErrorFields } from "@/lib/graphql/payload";
import {
  AssetInput,
  AssetObjectType,
  CreditCardInput,
  CreditCardObjectType,
  CreditScoreInput,
  CreditScoreObjectType,
  ExpenseObjectType,
  IncomeInput,
  IncomeObjectType,
  LoanInput,
  LoanObjectType,
} from "@/lib/graphql/accounts/financial-account-types";

// Manual financial accounts (001 §7, 000 §7): create and update per kind, each taking `<kind>Data` (with `id` inside
// for updates) and answering `{ error, errorField, <kind> }`; the lists. Always the signed-in member's own rows (the
// coached customer in coach mode).

type Saved<Key extends string, Record> = ErrorFields & { [key in Key]: Record | null };

function save<Key extends string, Record>(key: Key, write: () => Promise<Record>): Promise<Saved<Key, Record>> {
  const payload = (saved: Record | null) => ({ [key]: saved }) as { [key in Key]: Record | null };
  return runPayload<Saved<Key, Record>>(
    async () => ({ error: null, ...payload(await write()) }),
    (fields) => ({ ...fields, ...payload(null) }),
  );
}

const ERROR_DESCRIPTION = "The spec's message when nothing was saved.";

const AssetPayload = payloadType<Saved<"asset", AssetRecord>>("AssetPayload", {
  errorDescription: ERROR_DESCRIPTION,
  errorField: "The input field the error is about, when it is about one.",
  fields: (t) => ({ asset: t.field({ type: AssetObjectType, nullable: true, resolve: (p) => p.asset }) }),
});

const LoanPayload = payloadType<Saved<"loan", LoanRecord>>("LoanPayload", {
  errorDescription: ERROR_DESCRIPTION,
  errorField: "The input field the error is about, when it is about one.",
  fields: (t) => ({ loan: t.field({ type: LoanObjectType, nullable: true, resolve: (p) => p.loan }) }),
});

const CreditCardPayload = payloadType<Saved<"creditCard", CreditCardRecord>>("CreditCardPayload", {
  errorDescription: ERROR_DESCRIPTION,
  errorField: "The input field the error is about, when it is about one.",
  fields: (t) => ({ creditCard: t.field({ type: CreditCardObjectType, nullable: true, resolve: (p) => p.creditCard }) }),
});

const IncomePayload = payloadType<Saved<"income", IncomeRecord>>("IncomePayload", {
  errorDescription: ERROR_DESCRIPTION,
  errorField: "The input field the error is about, when it is about one.",
  fields: (t) => ({ income: t.field({ type: IncomeObjectType, nullable: true, resolve: (p) => p.income }) }),
});

const CreditScorePayload = payloadType<Saved<"creditScore", CreditScoreRecord>>("CreditScorePayload", {
  errorDescription: ERROR_DESCRIPTION,
  errorField: "The input field the error is about, when it is about one.",
  fields: (t) => ({ creditScore: t.field({ type: CreditScoreObjectType, nullable: true, resolve: (p) => p.creditScore }) }),
});

builder.mutationField("createAsset", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: AssetPayload,
    description: "Adds a manual asset; its type (checking, savings, money market, 401k, ...) sets liquid and assetType.",
    args: { assetData: t.arg({ type: AssetInput, required: true }) },
    resolve: (_root, { assetData }, { viewer }) => {
      return save("asset", () => {
        const data = parseInput(createAssetRules, assetData);
        return createAsset({ userId: viewer.userId, data });
      });
    },
  }),
);

builder.mutationField("updateAsset", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: AssetPayload,
    description: "Changes the fields given of the asset `assetData.id`.",
    args: { assetData: t.arg({ type: AssetInput, required: true }) },
    resolve: (_root, { assetData }, { viewer }) => {
      return save("asset", () => {
        const data = parseInput(updateAssetRules, assetData);
        return updateAsset({ userId: viewer.userId, id: assetData.id, data });
      });
    },
  }),
);

builder.mutationField("createLoan", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: LoanPayload,
    description: "Adds a manual loan (kind OTHER and monthly payments unless given).",
    args: { loanData: t.arg({ type: LoanInput, required: true }) },
    resolve: (_root, { loanData }, { viewer }) => {
      return save("loan", () => {
        const data = parseInput(createLoanRules, loanData);
        return createLoan({ userId: viewer.userId, data });
      });
    },
  }),
);

builder.mutationField("updateLoan", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: LoanPayload,
    description: "Changes the fields given of the loan `loanData.id`; null clears apr or loanAmount.",
    args: { loanData: t.arg({ type: LoanInput, required: true }) },
    resolve: (_root, { loanData }, { viewer }) => {
      return save("loan", () => {
        const data = parseInput(updateLoanRules, loanData);
        return updateLoan({ userId: viewer.userId, id: loanData.id, data });
      });
    },
  }),
);

builder.mutationField("createCreditCard", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: CreditCardPayload,
    description: "Adds a manual credit card.",
    args: { creditCardData: t.arg({ type: CreditCardInput, required: true }) },
    resolve: (_root, { creditCardData }, { viewer }) => {
      return save("creditCard", () => {
        const data = parseInput(createCreditCardRules, creditCardData);
        return createCreditCard({ userId: viewer.userId, data });
      });
    },
  }),
);

builder.mutationField("updateCreditCard", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: CreditCardPayload,
    description: "Changes the fields given of the card `creditCardData.id`; null clears apr or cardLimit.",
    args: { creditCardData: t.arg({ type: CreditCardInput, required: true }) },
    resolve: (_root, { creditCardData }, { viewer }) => {
      return save("creditCard", () => {
        const data = parseInput(updateCreditCardRules, creditCardData);
        return updateCreditCard({ userId: viewer.userId, id: creditCardData.id, data });
      });
    },
  }),
);

builder.mutationField("createIncome", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: IncomePayload,
    description: "Adds an income ('Salary', yearly, net 70 % of gross unless given). Names are unique per member.",
    args: { incomeData: t.arg({ type: IncomeInput, required: true }) },
    resolve: (_root, { incomeData }, { viewer }) => {
      return save("income", () => {
        const data = parseInput(createIncomeRules, incomeData);
        return createIncome({ userId: viewer.userId, data });
      });
    },
  }),
);

builder.mutationField("updateIncome", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: IncomePayload,
    description:
      "Changes the income `incomeData.id`; without an id, the member's income of that name ('Salary' by default), " +
      "created if they have none.",
    args: { incomeData: t.arg({ type: IncomeInput, required: true }) },
    resolve: (_root, { incomeData }, { viewer }) => {
      return save("income", () => {
        const data = parseInput(updateIncomeRules, incomeData);
        return updateIncome({ userId: viewer.userId, id: incomeData.id, data });
      });
    },
  }),
);

builder.mutationField("createCreditScore", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: CreditScorePayload,
    description: "Adds a credit score, 300 to 850 ('Credit Score' unless named).",
    args: { creditScoreData: t.arg({ type: CreditScoreInput, required: true }) },
    resolve: (_root, { creditScoreData }, { viewer }) => {
      return save("creditScore", () => {
        const data = parseInput(createCreditScoreRules, creditScoreData);
        return createCreditScore({ userId: viewer.userId, data });
      });
    },
  }),
);

builder.mutationField("updateCreditScore", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: CreditScorePayload,
    description: "Changes the name or value of the credit score `creditScoreData.id`.",
    args: { creditScoreData: t.arg({ type: CreditScoreInput, required: true }) },
    resolve: (_root, { creditScoreData }, { viewer }) => {
      return save("creditScore", () => {
        const data = parseInput(updateCreditScoreRules, creditScoreData);
        return updateCreditScore({ userId: viewer.userId, id: creditScoreData.id, data });
      });
    },
  }),
);

const FinancialAccountsType = builder.objectRef<FinancialAccounts>("FinancialAccounts").implement({
  description: "Every financial account of the member (deleted accounts are never listed).",
  fields: (t) => ({
    assets: t.field({ type: [AssetObjectType], resolve: (accounts) => accounts.assets }),
    creditCards: t.field({ type: [CreditCardObjectType], resolve: (accounts) => accounts.creditCards }),
    loans: t.field({ type: [LoanObjectType], resolve: (accounts) => accounts.loans }),
    expenses: t.field({ type: [ExpenseObjectType], resolve: (accounts) => accounts.expenses }),
    incomes: t.field({ type: [IncomeObjectType], resolve: (accounts) => accounts.incomes }),
    creditScores: t.field({ type: [CreditScoreObjectType], resolve: (accounts) => accounts.creditScores }),
  }),
});

builder.queryField("financialAccounts", (t) =>
  t.withAuth({ can: "own-data:read" }).field({
    type: FinancialAccountsType,
    description: "The accounts page's lists (the spec's FINANCIAL_ACCOUNTS document).",
    resolve: (_root, _args, { viewer }) => {
      return listFinancialAccounts({ userId: viewer.userId });
    },
  }),
);

builder.queryField("incomes", (t) =>
  t.withAuth({ can: "own-data:read" }).field({
    type: [IncomeObjectType],
    resolve: (_root, _args, { viewer }) => {
      return listIncomes({ userId: viewer.userId });
    },
  }),
);

builder.queryField("creditScores", (t) =>
  t.withAuth({ can: "own-data:read" }).field({
    type: [CreditScoreObjectType],
    resolve: (_root, _args, { viewer }) => {
      return listCreditScores({ userId: viewer.userId });
    },
  }),
);
