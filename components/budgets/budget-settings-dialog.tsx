"use client";

import { useId, useState, type FormEvent } from "react";
import { useQuery } from "urql";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { TextInput } from "@/components/ui/text-input";
import { dayInWords, money, periodInWords } from "./budget-format";
import { BUDGET_SETTINGS, BUDGET_TYPENAMES, UPDATE_BUDGET_SETTINGS, type BudgetSettingsData } from "./budget-operations";
import { useBudgetWrite } from "./use-budget-write";

const QUERY_CONTEXT = { additionalTypenames: BUDGET_TYPENAMES };
type Kind = "MONTHLY" | "PAY_PERIOD";
type Cadence = "WEEKLY" | "BIWEEKLY" | "SEMIMONTHLY";
const CADENCE_WORDS: Record<string, string> = { WEEKLY: "every week", BIWEEKLY: "every two weeks", MONTHLY: "every month" };

type Form = { kind: Kind; startDay: string; cadence: Cadence; anchor: string; firstDay: string; secondDay: string };

function formOf(settings: BudgetSettingsData | undefined): Form {
  return {
    kind: settings?.periodKind ?? "MONTHLY",
    startDay: String(settings?.monthStartDay ?? 1),
    cadence: settings?.payCadence ?? "BIWEEKLY",
    anchor: settings?.payAnchorDate ?? "",
    firstDay: String(settings?.semimonthlyDays[0] ?? 1),
    secondDay: String(settings?.semimonthlyDays[1] ?? 15),
  };
}

const dayOptions = (last: number) =>
  Array.from({ length: last }, (_, index) => index + 1).map((day) => (
    <option key={day} value={day}>
      {day === 31 ? "Last day of the month" : day}
    </option>
  ));

/**
 * 'Budget period': months from a chosen day (1 to 28), or pay periods from the member's paydays (weekly or every two
 * weeks from one payday, or twice a month on two days). The paycheck recurring detection found is offered in one
 * click. Saving moves existing targets into the new periods.
 */
export function BudgetSettingsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [{ data }] = useQuery({ query: BUDGET_SETTINGS, context: QUERY_CONTEXT, pause: !open });
  const settings = data?.budgetSettings;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Budget period"
      description="Budget by calendar month, by a month that starts on your chosen day, or by pay period."
    >
      {settings ? <SettingsForm key={JSON.stringify(settings)} settings={settings} onDone={() => onOpenChange(false)} /> : <p role="status">Loading…</p>}
    </Dialog>
  );
}

function SettingsForm({ settings, onDone }: { settings: BudgetSettingsData; onDone: () => void }) {
  const formId = useId();
  const [form, setForm] = useState<Form>(() => formOf(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { run, fetching, toast } = useBudgetWrite(UPDATE_BUDGET_SETTINGS, "updateBudgetSettings");
  const set = (change: Partial<Form>) => setForm((current) => ({ ...current, ...change }));
  const paycheck = settings.detectedPaycheck;

  function usePaycheck() {
    if (!paycheck) return;
    const { suggestion } = paycheck;
    if (suggestion.periodKind === "MONTHLY") set({ kind: "MONTHLY", startDay: String(suggestion.monthStartDay ?? 1) });
    else set({ kind: "PAY_PERIOD", cadence: suggestion.payCadence ?? "BIWEEKLY", anchor: suggestion.payAnchorDate ?? "" });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const variables =
      form.kind === "MONTHLY"
        ? { periodKind: "MONTHLY" as const, monthStartDay: Number(form.startDay) }
        : form.cadence === "SEMIMONTHLY"
          ? { periodKind: "PAY_PERIOD" as const, payCadence: form.cadence, semimonthlyDays: [Number(form.firstDay), Number(form.secondDay)] }
          : { periodKind: "PAY_PERIOD" as const, payCadence: form.cadence, payAnchorDate: form.anchor };
    const result = await run(variables, { toastErrors: false });
    if (result.ok) {
      const period = result.data.budgetSettings?.currentPeriod;
      onDone();
      if (period) toast(`Budget period saved. This period: ${periodInWords(period.start, period.end)}`);
      return;
    }
    setErrors({ [result.errorField ?? "periodKind"]: result.error });
  }

  return (
    <form id={formId} onSubmit={submit} className="grid gap-5" noValidate>
      {paycheck && (
        <div className="rounded-md bg-brand-50 p-3 text-sm text-ink">
          <p>
            We found your paycheck from <strong>{paycheck.merchantName}</strong>: about {money(paycheck.amount)}{" "}
            {CADENCE_WORDS[paycheck.cadence] ?? ""}, last on {dayInWords(paycheck.lastDate)}.
          </p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={usePaycheck}>
            Budget from my paycheck
          </Button>
        </div>
      )}
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">My budget runs</legend>
        <div className="grid gap-2">
          {(
            [
              ["MONTHLY", "Monthly"],
              ["PAY_PERIOD", "By pay period"],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-ink">
              <input type="radio" name="periodKind" value={value} checked={form.kind === value} onChange={() => set({ kind: value })} className="size-4 accent-brand-700" />
              {label}
            </label>
          ))}
        </div>
        {errors.periodKind && <p className="mt-1 text-sm text-danger-700">{errors.periodKind}</p>}
      </fieldset>

      {form.kind === "MONTHLY" ? (
        <FormField label="Each month starts on day" hint="1 to 28, so every month has it." error={errors.monthStartDay}>
          <Select value={form.startDay} onChange={(event) => set({ startDay: event.target.value })}>
            {dayOptions(28)}
          </Select>
        </FormField>
      ) : (
        <>
          <FormField label="I'm paid" error={errors.payCadence}>
            <Select value={form.cadence} onChange={(event) => set({ cadence: event.target.value as Cadence })}>
              <option value="WEEKLY">Every week</option>
              <option value="BIWEEKLY">Every two weeks</option>
              <option value="SEMIMONTHLY">Twice a month</option>
            </Select>
          </FormField>
          {form.cadence === "SEMIMONTHLY" ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="First payday" error={errors.semimonthlyDays}>
                <Select value={form.firstDay} onChange={(event) => set({ firstDay: event.target.value })}>
                  {dayOptions(31)}
                </Select>
              </FormField>
              <FormField label="Second payday">
                <Select value={form.secondDay} onChange={(event) => set({ secondDay: event.target.value })}>
                  {dayOptions(31)}
                </Select>
              </FormField>
            </div>
          ) : (
            <FormField label="One of my paydays" hint="Any recent payday; the periods count from it." error={errors.payAnchorDate}>
              <TextInput type="date" value={form.anchor} onChange={(event) => set({ anchor: event.target.value })} />
            </FormField>
          )}
          <p className="text-sm text-muted">A payday on a Saturday or Sunday is paid the Friday before; that period starts then.</p>
        </>
      )}
      <p className="text-sm text-muted">Your targets move to the new period that contains their start date.</p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={fetching}>
          Save budget period
        </Button>
      </div>
    </form>
  );
}
