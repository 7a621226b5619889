"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { Controller, useForm, useWatch, type UseFormRegisterReturn } from "react-hook-form";
import { useMutation, useQuery } from "urql";
import { useLazyZodResolver } from "@/components/forms/use-lazy-zod-resolver";
import { AmountInput } from "@/components/ui/amount-input";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { TextInput } from "@/components/ui/text-input";
import { useToast } from "@/components/ui/toast";
import { formatMoney } from "@/lib/format/format-money";
import { PLAN_TYPE_LABELS, PLAN_TYPES, planFromLinkedSubtype, ROLLOVER_MESSAGES } from "@/lib/investing/rollovers/rollover-rules";
import type { StartRolloverFormValues, StartRolloverInput } from "@/lib/investing/rollovers/rollover-schema";
import { rolloverWarnings } from "@/lib/investing/rollovers/rollover-steps";
import { LINKED_RETIREMENT_ACCOUNTS, START_ROLLOVER } from "./rollover-operations";
import { RolloverWarnings } from "./rollover-warnings";

export type Destination = { accountId: string; label: string; accountType: "TRADITIONAL_IRA" | "ROLLOVER_IRA" | "ROTH_IRA" };

const START_ERROR = "Error creating rollover, please try again.";
const OPEN_IRA_HREF = "/investing/register?rollover=true";

/**
 * The rollover form (issue 16 item 6): the old plan, the pre-tax and Roth amounts, loan and company stock, and the
 * IRA each kind of money goes into. `only` fixes one destination: the details of a rollover the wizard already made.
 */
export function StartRolloverForm({
  destinations,
  only,
}: {
  destinations: Destination[];
  only?: { accountId: string; moneyKind: "PRE_TAX" | "ROTH" };
}) {
  const router = useRouter();
  const { toast } = useToast();
  const [{ fetching: starting }, start] = useMutation(START_ROLLOVER);
  const [linked] = useQuery({ query: LINKED_RETIREMENT_ACCOUNTS });
  const traditional = destinations.filter((account) => account.accountType !== "ROTH_IRA");
  const roth = destinations.filter((account) => account.accountType === "ROTH_IRA");
  const form = useForm<StartRolloverFormValues, unknown, StartRolloverInput>({
    resolver: useLazyZodResolver(() =>
      import("@/lib/investing/rollovers/rollover-schema").then((m) => m.startRolloverSchema),
    ),
    defaultValues: {
      oldProvider: "",
      planType: undefined,
      preTaxAmount: "",
      rothAmount: "",
      hasOutstandingLoan: undefined,
      hasCompanyStock: undefined,
      tradAccountId: only?.moneyKind === "PRE_TAX" ? only.accountId : (traditional[0]?.accountId ?? ""),
      rothAccountId: only?.moneyKind === "ROTH" ? only.accountId : (roth[0]?.accountId ?? ""),
    },
  });
  const { register, control, handleSubmit, formState, setValue, setError } = form;
  const { errors } = formState;
  const [preTax, rothAmount, loan, stock] = useWatch({ control, name: ["preTaxAmount", "rothAmount", "hasOutstandingLoan", "hasCompanyStock"] });
  const wantsPreTax = only ? only.moneyKind === "PRE_TAX" : true;
  const wantsRoth = only ? only.moneyKind === "ROTH" : true;
  const preTaxGiven = Number(String(preTax ?? "").replace(/[$,]/g, "")) > 0;
  const rothGiven = Number(String(rothAmount ?? "").replace(/[$,]/g, "")) > 0;
  const missingIra = (preTaxGiven && traditional.length === 0 && !only) || (rothGiven && roth.length === 0 && !only);
  const estimate = centsText(preTax) + centsText(rothAmount);
  const warnings = rolloverWarnings({
    hasOutstandingLoan: loan === "yes",
    hasCompanyStock: stock === "yes",
    totalEstimate: estimate > 0 ? (estimate / 100).toFixed(2) : null,
  });

  const onSubmit = handleSubmit(async (values) => {
    const input = {
      ...values,
      preTaxAmount: Number(values.preTaxAmount),
      rothAmount: Number(values.rothAmount),
      tradAccountId: values.preTaxAmount === "0.00" ? null : values.tradAccountId,
      rothAccountId: values.rothAmount === "0.00" ? null : values.rothAccountId,
    };
    const answer = await start({ input });
    const payload = answer.data?.startRollover;
    const first = payload?.rollovers[0];
    if (first) {
      router.push(`/investing/rollover/${encodeURIComponent(first.id)}`);
      router.refresh();
      return;
    }
    const field = payload?.errorField;
    if (payload?.error && field && field in values) setError(field as keyof StartRolloverFormValues, { message: payload.error });
    else toast({ message: payload?.error ?? START_ERROR, theme: "error" });
  });

  const accounts = linked.data?.assetWithHistories ?? [];
  const fillFrom = (id: string) => {
    const account = accounts.find((candidate) => candidate.id === id);
    if (!account) return;
    const { planType, moneyKind } = planFromLinkedSubtype(account.subtype);
    setValue("oldProvider", account.institutionName ?? account.name, { shouldValidate: true });
    setValue("planType", planType, { shouldValidate: true });
    if (moneyKind === "ROTH" && wantsRoth) setValue("rothAmount", String(account.value), { shouldValidate: true });
    if (moneyKind === "PRE_TAX" && wantsPreTax) setValue("preTaxAmount", String(account.value), { shouldValidate: true });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {accounts.length > 0 && (
        <FormField label="Fill in from a linked account" hint="Your linked retirement accounts, with their latest balance.">
          <Select placeholder="Choose an account" defaultValue="" onChange={(event) => fillFrom(event.target.value)}>
            {accounts.map((account) => (
              <option key={account.id} value={account.id}>
                {[account.institutionName, account.nickname || account.name, account.mask ? `••${account.mask}` : null].filter(Boolean).join(" · ")}
                {` (${formatMoney(account.value)})`}
              </option>
            ))}
          </Select>
        </FormField>
      )}
      <FormField label="Who runs your old plan?" hint="The plan administrator, e.g. Fidelity or Vanguard." error={errors.oldProvider?.message} required>
        <TextInput autoComplete="organization" {...register("oldProvider")} />
      </FormField>
      <FormField label="Kind of plan" error={errors.planType?.message} required>
        <Select placeholder="Choose the kind of plan" {...register("planType")}>
          {PLAN_TYPES.map((type) => (
            <option key={type} value={type}>
              {PLAN_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </FormField>
      {wantsPreTax && (
        <FormField
          label="Estimated pre-tax amount"
          hint="Traditional (pre-tax) money, from your latest plan statement. Leave empty if none."
          error={errors.preTaxAmount?.message}
        >
          <Controller control={control} name="preTaxAmount" render={({ field }) => <AmountInput {...field} value={field.value as string} />} />
        </FormField>
      )}
      {wantsRoth && (
        <FormField label="Estimated Roth amount" hint="Roth 401(k) or Roth 403(b) money. Leave empty if none." error={errors.rothAmount?.message}>
          <Controller control={control} name="rothAmount" render={({ field }) => <AmountInput {...field} value={field.value as string} />} />
        </FormField>
      )}
      <YesNo label="Do you have an outstanding loan from this plan?" error={errors.hasOutstandingLoan?.message} register={register("hasOutstandingLoan")} />
      <YesNo label="Does the plan hold your employer's stock?" error={errors.hasCompanyStock?.message} register={register("hasCompanyStock")} />

      {!only && preTaxGiven && (
        <DestinationField
          label="Pre-tax money goes into"
          accounts={traditional}
          missing={ROLLOVER_MESSAGES.noTraditional}
          openLabel="Open a Traditional IRA for it"
          register={register("tradAccountId")}
          error={errors.tradAccountId?.message}
        />
      )}
      {!only && rothGiven && (
        <DestinationField
          label="Roth money goes into"
          accounts={roth}
          missing={ROLLOVER_MESSAGES.noRoth}
          openLabel="Open a Roth IRA for it"
          register={register("rothAccountId")}
          error={errors.rothAccountId?.message}
        />
      )}
      {preTaxGiven && rothGiven && (
        <p className="text-sm text-muted">Your plan sends the pre-tax and the Roth money as two checks: we track each one.</p>
      )}
      {warnings.length > 0 && <RolloverWarnings warnings={warnings} />}
      <div>
        <Button type="submit" loading={starting} disabled={missingIra}>
          {only ? "Save plan details" : "Start my rollover"}
        </Button>
      </div>
    </form>
  );
}

/** Typed dollars ("1234.5") in whole cents, for the small-balance hint; 0 when empty or unreadable. */
function centsText(value: unknown): number {
  const text = String(value ?? "").replace(/[$,\s]/g, "");
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0")) : 0;
}

function YesNo({ label, error, register }: { label: string; error?: string; register: UseFormRegisterReturn }) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-ink">
        {label}
        <span aria-hidden="true" className="ml-0.5 text-danger-700">
          *
        </span>
      </legend>
      <div className="mt-1 flex gap-6">
        {(["yes", "no"] as const).map((value) => (
          <label key={value} className="inline-flex min-h-11 items-center gap-2 text-sm text-ink">
            <input type="radio" value={value} {...register} className="size-4 accent-brand-700" />
            {value === "yes" ? "Yes" : "No"}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function DestinationField({
  label,
  accounts,
  missing,
  openLabel,
  register,
  error,
}: {
  label: string;
  accounts: Destination[];
  missing: string;
  openLabel: string;
  register: UseFormRegisterReturn;
  error?: string;
}) {
  if (accounts.length === 0) {
    return (
      <div className="rounded-lg border border-border bg-canvas p-4 text-sm text-ink">
        <p className="font-medium">{label}</p>
        <p className="mt-1">{missing}</p>
        <Link href={OPEN_IRA_HREF} className="mt-2 inline-block font-medium text-brand-700 underline">
          {openLabel}
        </Link>
      </div>
    );
  }
  return (
    <FormField label={label} error={error}>
      <Select {...register}>
        {accounts.map((account) => (
          <option key={account.accountId} value={account.accountId}>
            {account.label}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
