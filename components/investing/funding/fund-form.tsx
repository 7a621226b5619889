"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useMutation } from "urql";
import { useLazyZodResolver } from "@/components/forms/use-lazy-zod-resolver";
import { AmountInput } from "@/components/ui/amount-input";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { TextInput } from "@/components/ui/text-input";
import { useToast } from "@/components/ui/toast";
import { formatMoney } from "@/lib/format/format-money";
import { graphql } from "@/lib/graphql/client/graphql";
import { DEPOSIT_FREQUENCIES, FREQUENCY_LABELS } from "@/lib/investing/funding/deposit-frequencies";
import type { DepositInput } from "@/lib/investing/funding/funding-rules";

// The funding form of /investing/fund (issue 16 item 4): to which account, from which linked bank account, how much,
// once or on a schedule, and for an IRA the tax year with what is left of its limit. The server decides everything
// again (lib/investing/funding/create-investing-deposit.ts); the form only shows what it was given.

const CREATE_INVESTING_DEPOSIT = graphql(`
  mutation CreateInvestingDeposit($input: InvestingDepositInput!) {
    createInvestingDeposit(input: $input) { error errorField transferId recurringDepositId }
  }
`);

export type FundFormAccount = {
  id: string;
  label: string;
  isIra: boolean;
  isBrokerage: boolean;
  lockedReason: string | null;
  taxYears: { taxYear: number; limit: number; remaining: number }[];
};
export type FundFormBank = { assetId: string; label: string };

const FAILED = "Your deposit could not be set up. Nothing was moved; please try again.";
const FIELDS = ["accountId", "fromAssetId", "amount", "frequency", "startsOn", "taxYear"] as const;

export function FundForm({
  accounts,
  banks,
  warnings,
  initialAccountId,
  today,
}: {
  accounts: FundFormAccount[];
  banks: FundFormBank[];
  warnings: string[];
  initialAccountId: string | null;
  /** YYYY-MM-DD, the server's today (the earliest start date). */
  today: string;
}) {
  const router = useRouter();
  const { toast } = useToast();
  const [, createDeposit] = useMutation(CREATE_INVESTING_DEPOSIT);
  const [formError, setFormError] = useState<string | null>(null);
  const open = accounts.filter((account) => !account.lockedReason);
  const firstAccount = open.find((account) => account.id === initialAccountId) ?? open[0];
  const form = useForm<DepositInput>({
    resolver: useLazyZodResolver(() => import("@/lib/investing/funding/funding-rules").then((m) => m.depositSchema)),
    defaultValues: {
      accountId: firstAccount?.id ?? "",
      fromAssetId: banks[0]?.assetId ?? "",
      amount: "",
      frequency: "ONE_TIME",
      startsOn: today,
      taxYear: firstAccount?.taxYears[0]?.taxYear ?? null,
    },
  });
  const [accountId, frequency, taxYear] = useWatch({ control: form.control, name: ["accountId", "frequency", "taxYear"] });
  const account = accounts.find((candidate) => candidate.id === accountId);
  const room = account?.taxYears.find((year) => year.taxYear === taxYear) ?? account?.taxYears[0];

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const recurring = values.frequency !== "ONE_TIME";
    const result = await createDeposit({
      input: {
        accountId: values.accountId,
        fromAssetId: values.fromAssetId,
        amount: values.amount,
        frequency: values.frequency,
        startsOn: recurring ? values.startsOn || today : null,
        taxYear: account?.isIra && !recurring ? (values.taxYear ?? null) : null,
      },
    });
    const payload = result.data?.createInvestingDeposit;
    if (!payload || payload.error) {
      const message = payload?.error ?? FAILED;
      const field = FIELDS.find((name) => name === payload?.errorField);
      if (field) form.setError(field, { message }, { shouldFocus: true });
      else setFormError(message);
      toast({ message, theme: "error" });
      return;
    }
    const amount = formatMoney(Number(values.amount.replaceAll(",", "")));
    toast({
      message: recurring
        ? `${FREQUENCY_LABELS[values.frequency]}, ${amount} will move to your account.`
        : `Deposit of ${amount} requested. It usually arrives in 1 to 3 business days.`,
      theme: "success",
      seconds: 6,
    });
    form.reset({ ...values, amount: "" });
    router.refresh();
  });

  if (open.length === 0) return null;
  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-describedby={formError ? "fund-form-error" : undefined}>
      <FormField label="To" error={form.formState.errors.accountId?.message} required>
        <Select
          {...form.register("accountId", {
            onChange: (event: { target: { value: string } }) => {
              const chosen = accounts.find((candidate) => candidate.id === event.target.value);
              form.setValue("taxYear", chosen?.taxYears[0]?.taxYear ?? null);
            },
          })}
        >
          {accounts.map((candidate) => (
            <option key={candidate.id} value={candidate.id} disabled={Boolean(candidate.lockedReason)}>
              {candidate.label}
              {candidate.lockedReason ? " (not open yet)" : ""}
            </option>
          ))}
        </Select>
      </FormField>

      {account?.isBrokerage && warnings.length > 0 && (
        <div role="note" aria-label="Before you invest" className="rounded-lg border border-warning-700 bg-warning-50 p-4 text-sm text-ink">
          <p className="font-medium">Before you invest</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      )}

      <FormField label="From" error={form.formState.errors.fromAssetId?.message} required>
        <Select {...form.register("fromAssetId")}>
          {banks.map((bank) => (
            <option key={bank.assetId} value={bank.assetId}>
              {bank.label}
            </option>
          ))}
        </Select>
      </FormField>

      <FormField
        label="Amount"
        error={form.formState.errors.amount?.message}
        hint={account?.isIra && room ? `${formatMoney(room.remaining)} left of your ${formatMoney(room.limit)} limit for ${room.taxYear}.` : undefined}
        required
      >
        <Controller
          control={form.control}
          name="amount"
          render={({ field }) => <AmountInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} />}
        />
      </FormField>

      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-ink">How often</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {DEPOSIT_FREQUENCIES.map((choice) => (
            <label
              key={choice}
              className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-border bg-surface px-3 py-2 text-center text-sm text-ink has-checked:border-brand-700 has-checked:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
            >
              <input type="radio" value={choice} className="sr-only" {...form.register("frequency")} />
              {FREQUENCY_LABELS[choice]}
            </label>
          ))}
        </div>
      </fieldset>

      {frequency !== "ONE_TIME" && (
        <FormField
          label="First deposit on"
          hint={account?.isIra ? "Each deposit counts for the year it is made in, and skips once that year's limit is reached." : undefined}
          error={form.formState.errors.startsOn?.message}
        >
          <TextInput type="date" min={today} {...form.register("startsOn")} />
        </FormField>
      )}

      {account?.isIra && frequency === "ONE_TIME" && account.taxYears.length > 0 && (
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium text-ink">Tax year</legend>
          {account.taxYears.length > 1 && (
            <p className="text-sm text-muted">Until April 15 you can still contribute for last year.</p>
          )}
          <div className="grid gap-2 sm:grid-cols-2">
            {account.taxYears.map((year) => (
              <label
                key={year.taxYear}
                className="flex min-h-11 cursor-pointer flex-col rounded-lg border border-border bg-surface px-3 py-2 text-sm has-checked:border-brand-700 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  className="sr-only"
                  checked={taxYear === year.taxYear}
                  onChange={() => form.setValue("taxYear", year.taxYear)}
                  name="taxYear"
                />
                <span className="font-medium text-ink">{year.taxYear}</span>
                <span className="text-muted">{formatMoney(year.remaining)} left</span>
              </label>
            ))}
          </div>
          {form.formState.errors.taxYear?.message && <p className="text-sm text-danger-700">{form.formState.errors.taxYear.message}</p>}
        </fieldset>
      )}

      {formError && (
        <p id="fund-form-error" role="alert" className="text-sm text-danger-700">
          {formError}
        </p>
      )}
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {frequency === "ONE_TIME" ? "Add money" : "Start recurring deposit"}
        </Button>
      </div>
    </form>
  );
}
