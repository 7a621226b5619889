"use client";

import { useState } from "react";
import { useClient } from "urql";
import { useLazySchema } from "@/components/forms/use-lazy-zod-resolver";
import { AmountInput } from "@/components/ui/amount-input";
import { FormField } from "@/components/ui/form-field";
import { ScoreInput } from "@/components/ui/score-input";
import { useToast } from "@/components/ui/toast";
import { WizardFrame } from "@/components/ui/wizard-frame";
import { StepWaiting } from "../step-waiting";
import { FINANCIAL_STATUS_MESSAGES, isValidCreditScore } from "@/lib/onboarding/forms/financial-status-rules";
import { stripTypedAmount } from "@/lib/onboarding/forms/strip-typed";
import { LiveMessage } from "../live-message";
import { SAVE_ERROR_MESSAGE, UPDATE_FINANCIAL_INFO } from "../onboarding-operations";
import { KeepHeadingFocus } from "../keep-heading-focus";
import type { StepProps } from "../step-frame";
import { useFinancialAccounts } from "../use-financial-accounts";

const TITLE = "What's your financial status?";
const CREDIT_SCORE_NAME = "Credit Score";
const INCOME_NAME = "Salary";

/** Step 5 "What's your financial status?" (spec 000 §2.10, §5): annual income and a credit score from 300 to 850. */
export function FinancialStatusStep(props: StepProps) {
  const [{ data, fetching, error }] = useFinancialAccounts();
  if (!data) {
    return <StepWaiting frame={props.frame} title={TITLE} fetching={fetching} failed={Boolean(error)} />;
  }
  const { incomes, creditScores } = data.financialAccounts;
  const income = incomes.find((entry) => entry.name === INCOME_NAME);
  const score = creditScores.find((entry) => entry.name === CREDIT_SCORE_NAME);
  return (
    <FinancialStatusForm
      {...props}
      initialIncome={income ? String(income.gross) : ""}
      initialCreditScore={score ? String(score.value) : ""}
    />
  );
}

function FinancialStatusForm({
  frame,
  onDone,
  initialIncome,
  initialCreditScore,
}: StepProps & { initialIncome: string; initialCreditScore: string }) {
  const client = useClient();
  const { toast } = useToast();
  const [annualIncome, setAnnualIncome] = useState(initialIncome);
  const [creditScore, setCreditScore] = useState(initialCreditScore);
  const [incomeTouched, setIncomeTouched] = useState(false);
  const [scoreTouched, setScoreTouched] = useState(false);
  const [saving, setSaving] = useState(false);

  const schema = useLazySchema(() =>
    import("@/lib/onboarding/forms/financial-status-form").then((m) => m.financialStatusFormSchema),
  );
  // Until the schema has loaded (just after the step appears) nothing is judged and Next waits.
  const parsed = schema?.safeParse({ annualIncome, creditScore });
  const incomeIssue = parsed?.error?.issues.find((issue) => issue.path[0] === "annualIncome");
  const incomeError = incomeTouched ? incomeIssue?.message : undefined;
  // The message appears on blur (spec 000 §5); Next stays disabled while the score is empty or out of range.
  const scoreError = scoreTouched && !isValidCreditScore(creditScore) ? FINANCIAL_STATUS_MESSAGES.creditScore : undefined;

  async function save() {
    if (!parsed?.success) {
      setIncomeTouched(true);
      setScoreTouched(true);
      return;
    }
    setSaving(true);
    const result = await client
      .mutation(UPDATE_FINANCIAL_INFO, {
        creditScoreData: { name: CREDIT_SCORE_NAME, value: parsed.data.creditScore },
        incomesData: [{ name: INCOME_NAME, gross: parsed.data.annualIncome, interval: 3 }],
      })
      .toPromise();
    if (!result.data || result.data.updateFinancialInfo.error) {
      setSaving(false);
      toast({ message: SAVE_ERROR_MESSAGE, theme: "error" });
      return;
    }
    if (!(await onDone())) setSaving(false);
  }

  return (
    <WizardFrame
      {...frame}
      title={TITLE}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      nextDisabled={!parsed?.success}
      nextLoading={saving}
    >
      <LiveMessage message={scoreError ?? incomeError} />
      <KeepHeadingFocus />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Annual Income" error={incomeError} required>
          <AmountInput
            placeholder="$50,000"
            value={annualIncome}
            onChange={(value) => setAnnualIncome(stripTypedAmount(value))}
            onBlur={() => setIncomeTouched(true)}
          />
        </FormField>
        <FormField label="Credit Score" hint="From 300 to 850" error={scoreError} required>
          <ScoreInput
            placeholder="700"
            value={creditScore}
            onChange={(value) => setCreditScore(stripTypedAmount(value))}
            onBlur={() => setScoreTouched(true)}
          />
        </FormField>
      </div>
    </WizardFrame>
  );
}
