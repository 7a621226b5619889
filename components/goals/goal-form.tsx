"use client";

import { useId } from "react";
import { Controller, useForm, useWatch, type Control } from "react-hook-form";
import { useMutation } from "urql";
import { useLazyZodResolver } from "@/components/forms/use-lazy-zod-resolver";
import { AmountInput } from "@/components/ui/amount-input";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { TextInput } from "@/components/ui/text-input";
import { useToast } from "@/components/ui/toast";
import { formatMoney } from "@/lib/format/format-money";
import { GOAL_KIND_INFO, isGoalKind, type GoalKind } from "@/lib/goals/goal-kinds";
import { monthlyNeededCents } from "@/lib/goals/goal-progress";
import type { GoalDetailsData, GoalDetailsInput } from "@/lib/goals/goal-schema";
import { parseGoalDate } from "@/lib/goals/parse-goal-date";
import { formatGoalDate } from "./goal-format";
import { GOAL_TYPENAMES, UPDATE_FINANCIAL_GOAL, type EmergencyFundSuggestionData, type Goal } from "./goal-operations";

// The details step and the edit screen (research §3c-2): name, target (an emergency fund's suggested from real
// essential spending), date, linked accounts with optional earmarks, includeExistingBalance and the suggested monthly
// amount, which becomes the goal's budget line. One zod schema with the server (lib/goals/goal-schema.ts).

const UNKNOWN_ERROR = "Something went wrong and nothing was saved. Please try again.";
const FORM_FIELDS = ["name", "targetDate", "endValue", "monthlyProgress", "completableTemplateObjectId", "emergencyFundMonths"] as const;

const text = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));
const toNumber = (value: unknown) => {
  const typed = String(value ?? "").replace(/[$,\s]/g, "");
  return typed === "" || !Number.isFinite(Number(typed)) ? null : Number(typed);
};
const localToday = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
};

type Kind = GoalKind;

function defaults(goal: Goal, kind: Kind, suggestion: EmergencyFundSuggestionData | null | undefined): GoalDetailsInput {
  const suggested = suggestion && suggestion.suggested > 0 ? suggestion : null;
  const months = goal.emergencyFundMonths ?? 3;
  const suggestedTarget = suggested?.options.find((option) => option.months === months)?.amount;
  return {
    name: goal.name,
    targetDate: goal.targetDate ?? "",
    // A pay-down goal's target is the debt itself (stored as 0, which the target field would refuse): no field for it.
    endValue:
      kind === "PAY_DOWN_DEBT" ? "" : kind === "EMERGENCY_FUND" && goal.endValue === null ? text(suggestedTarget) : text(goal.endValue),
    monthlyProgress: text(goal.monthlyProgress),
    includeExistingBalance: goal.includeExistingBalance,
    emergencyFundMonths: kind === "EMERGENCY_FUND" ? months : null,
    completableTemplateObjectId: goal.completableTemplateObjectId ?? "",
    quantifiables: goal.quantifiables.map((link) => ({ accountId: link.accountId, earmarkAmount: text(link.earmarkAmount) })),
  };
}

function EmergencyFundMonths({
  control,
  suggestion,
  onChoose,
}: {
  control: Control<GoalDetailsInput, unknown, GoalDetailsData>;
  suggestion: EmergencyFundSuggestionData;
  onChoose: (months: number, amount: number) => void;
}) {
  const chosen = useWatch({ control, name: "emergencyFundMonths" });
  const source =
    suggestion.source === "SPENDING"
      ? `You spend about ${formatMoney(suggestion.monthlyEssentials)} a month on essentials (the middle of your last 3 months).`
      : `Your expenses come to about ${formatMoney(suggestion.monthlyEssentials)} a month.`;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-ink">How many months of essentials?</legend>
      <p className="text-sm text-muted">{source} Only cash you can reach quickly (checking and savings) counts.</p>
      <div className="grid grid-cols-3 gap-2">
        {suggestion.options.map((option) => (
          <label
            key={option.months}
            className="flex min-h-11 cursor-pointer flex-col items-center rounded-lg border border-border bg-surface px-2 py-2 text-center has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name="emergencyFundMonths"
              className="sr-only"
              checked={chosen === option.months}
              onChange={() => onChoose(option.months, option.amount)}
            />
            <span className="font-medium text-ink">
              {option.months} {option.months === 1 ? "month" : "months"}
            </span>
            <span className="text-sm text-muted">{formatMoney(option.amount)}</span>
          </label>
        ))}
      </div>
      <p className="text-sm text-muted">We suggest {formatMoney(suggestion.suggested)}: three months of essentials.</p>
    </fieldset>
  );
}

function LinkedAccounts({ control, goal }: { control: Control<GoalDetailsInput, unknown, GoalDetailsData>; goal: Goal }) {
  const headingId = useId();
  if (goal.allowableQuantifiables.length === 0) {
    return (
      <p className="text-sm text-muted">
        You have no accounts that can count towards this goal yet. Add or link one on the{" "}
        <a className="font-medium text-brand-700 underline" href="/accounts">
          Accounts
        </a>{" "}
        page.
      </p>
    );
  }
  return (
    <Controller
      control={control}
      name="quantifiables"
      render={({ field, fieldState }) => {
        const links = field.value ?? [];
        const linkOf = (id: string) => links.find((link) => link.accountId === id);
        const toggle = (id: string, on: boolean) =>
          field.onChange(on ? [...links, { accountId: id, earmarkAmount: "" }] : links.filter((link) => link.accountId !== id));
        const setEarmark = (id: string, earmarkAmount: string) =>
          field.onChange(links.map((link) => (link.accountId === id ? { ...link, earmarkAmount } : link)));
        return (
          <fieldset aria-labelledby={headingId} className="flex flex-col gap-2">
            <legend id={headingId} className="text-sm font-medium text-ink">
              Accounts that count towards this goal
            </legend>
            <ul className="flex flex-col gap-2">
              {goal.allowableQuantifiables.map((account) => {
                const link = linkOf(account.id);
                return (
                  <li key={account.id} className="rounded-lg border border-border p-3">
                    <Checkbox
                      label={
                        <span>
                          <span className="font-medium text-ink">{account.name}</span>{" "}
                          <span className="text-muted">
                            {formatMoney(account.value)}
                            {account.institutionName ? ` · ${account.institutionName}` : ""}
                          </span>
                        </span>
                      }
                      checked={Boolean(link)}
                      onChange={(event) => toggle(account.id, event.target.checked)}
                    />
                    {link && (
                      <FormField
                        label={`Amount of ${account.name} set aside for this goal`}
                        hint="Optional. Leave it empty to count the whole balance."
                        className="mt-2"
                      >
                        <AmountInput value={String(link.earmarkAmount ?? "")} onChange={(value) => setEarmark(account.id, value)} />
                      </FormField>
                    )}
                  </li>
                );
              })}
            </ul>
            {fieldState.error?.message && (
              <p role="alert" className="text-sm text-danger-700">
                {fieldState.error.message}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}

function SuggestedMonthly({
  control,
  goal,
  kind,
  onUse,
}: {
  control: Control<GoalDetailsInput, unknown, GoalDetailsData>;
  goal: Goal;
  kind: Kind;
  onUse: (amount: number) => void;
}) {
  const [endValue, targetDate, links, includeExisting, debtId] = useWatch({
    control,
    name: ["endValue", "targetDate", "quantifiables", "includeExistingBalance", "completableTemplateObjectId"],
  });
  const date = targetDate ? parseGoalDate(targetDate) : null;
  let remaining: number | null = null;
  if (kind === "PAY_DOWN_DEBT") {
    const debt = goal.allowableQuantifiables.find((account) => account.id === debtId);
    remaining = debt ? Math.max(debt.value, 0) : null;
  } else {
    const target = toNumber(endValue);
    if (target !== null) {
      const counted = (links ?? []).reduce((sum, link) => {
        const account = goal.allowableQuantifiables.find((candidate) => candidate.id === link.accountId);
        if (!account) return sum;
        const earmark = toNumber(link.earmarkAmount);
        return sum + Math.min(earmark ?? account.value, Math.max(account.value, 0));
      }, 0);
      // Without the existing balance only what is saved from now on counts.
      const saved = includeExisting ? counted : Math.max(goal.progress.currentValue - goal.progress.baselineValue, 0);
      remaining = Math.max(target - saved, 0);
    }
  }
  if (remaining === 0) {
    const covered = kind === "PAY_DOWN_DEBT" ? "This debt is already paid off." : "The accounts you linked already cover this target.";
    return <p className="text-sm text-ink">{covered}</p>;
  }
  if (!date) return <p className="text-sm text-muted">Choose a target date to see how much to put in each month.</p>;
  if (remaining === null) return null;
  const needed = monthlyNeededCents(Math.round(remaining * 100), date, localToday()) / 100;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg bg-brand-50 p-3 text-sm">
      <p className="text-ink">
        To finish by {formatGoalDate(targetDate!)}: <strong>{formatMoney(needed)} a month</strong>.
      </p>
      <Button variant="secondary" size="sm" onClick={() => onUse(needed)}>
        Use {formatMoney(needed)}
      </Button>
    </div>
  );
}

export function GoalForm({
  goal,
  suggestion,
  submitLabel,
  onSaved,
  onCancel,
}: {
  goal: Goal;
  suggestion?: EmergencyFundSuggestionData | null;
  submitLabel: string;
  onSaved: (goal: Goal) => void;
  onCancel?: () => void;
}) {
  const kind: Kind = isGoalKind(goal.kind) ? goal.kind : "SAVE_FOR";
  const info = GOAL_KIND_INFO[kind];
  const { toast } = useToast();
  const [, update] = useMutation(UPDATE_FINANCIAL_GOAL);
  const { register, control, handleSubmit, setValue, setError, formState } = useForm<GoalDetailsInput, unknown, GoalDetailsData>({
    resolver: useLazyZodResolver(() => import("@/lib/goals/goal-schema").then((m) => m.goalDetailsSchema(kind)), [
      kind,
    ]),
    defaultValues: defaults(goal, kind, suggestion),
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (data) => {
    const money = info.money && kind !== "PAY_DOWN_DEBT";
    const input = {
      name: data.name,
      targetDate: data.targetDate ? data.targetDate.toISOString().slice(0, 10) : null,
      monthlyProgress: info.money ? (data.monthlyProgress ?? null) : undefined,
      ...(money
        ? {
            endValue: data.endValue ?? null,
            includeExistingBalance: data.includeExistingBalance ?? false,
            quantifiables: (data.quantifiables ?? []).map((link) => ({ accountId: link.accountId, earmarkAmount: link.earmarkAmount ?? null })),
          }
        : {}),
      ...(kind === "EMERGENCY_FUND" ? { emergencyFundMonths: data.emergencyFundMonths ?? null } : {}),
      ...(kind === "PAY_DOWN_DEBT" && data.completableTemplateObjectId ? { completableTemplateObjectId: data.completableTemplateObjectId } : {}),
    };
    const result = await update({ id: goal.id, input }, { additionalTypenames: GOAL_TYPENAMES });
    const payload = result.data?.updateFinancialGoal;
    if (payload?.financialGoal) {
      onSaved(payload.financialGoal);
      return;
    }
    const message = payload?.error ?? UNKNOWN_ERROR;
    const field = FORM_FIELDS.find((name) => name === payload?.errorField);
    if (field) setError(field, { message }, { shouldFocus: true });
    else if (payload?.errorField?.startsWith("quantifiables")) setError("quantifiables", { message });
    else toast({ message, theme: "error" });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <FormField label="Goal name" error={errors.name?.message} required>
        <TextInput autoComplete="off" maxLength={100} {...register("name")} />
      </FormField>

      {kind === "EMERGENCY_FUND" && suggestion && suggestion.suggested > 0 && (
        <EmergencyFundMonths
          control={control}
          suggestion={suggestion}
          onChoose={(months, amount) => {
            setValue("emergencyFundMonths", months);
            setValue("endValue", String(amount), { shouldValidate: formState.isSubmitted });
          }}
        />
      )}

      {kind === "PAY_DOWN_DEBT" && (
        <FormField label="Loan or card to pay off" error={errors.completableTemplateObjectId?.message} required>
          <Select placeholder="Choose a loan or card" {...register("completableTemplateObjectId")}>
            {goal.allowableQuantifiables.map((account) => (
              <option key={account.id} value={account.id}>
                {account.name} ({formatMoney(account.value)})
              </option>
            ))}
          </Select>
        </FormField>
      )}

      {info.money && kind !== "PAY_DOWN_DEBT" && (
        <Controller
          control={control}
          name="endValue"
          render={({ field, fieldState }) => (
            <FormField label="Target amount" error={fieldState.error?.message} required>
              <AmountInput name={field.name} value={field.value as string} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
            </FormField>
          )}
        />
      )}

      <FormField label="Target date" hint="Optional. With a date we tell you what to put in each month." error={errors.targetDate?.message}>
        <TextInput type="date" {...register("targetDate")} />
      </FormField>

      {info.money && kind !== "PAY_DOWN_DEBT" && (
        <>
          <LinkedAccounts control={control} goal={goal} />
          <Checkbox
            label="Count the money already in these accounts"
            hint="Leave it off to count only what you save from now on."
            {...register("includeExistingBalance")}
          />
        </>
      )}

      {info.money && (
        <div className="flex flex-col gap-3">
          <SuggestedMonthly control={control} goal={goal} kind={kind} onUse={(amount) => setValue("monthlyProgress", String(amount))} />
          <Controller
            control={control}
            name="monthlyProgress"
            render={({ field, fieldState }) => (
              <FormField
                label="Monthly amount"
                hint="Optional. It becomes this goal's line in your budget."
                error={fieldState.error?.message}
              >
                <AmountInput name={field.name} value={field.value as string} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
              </FormField>
            )}
          />
        </div>
      )}

      <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={formState.isSubmitting}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
