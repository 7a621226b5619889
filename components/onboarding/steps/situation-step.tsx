"use client";

import { useState } from "react";
import { useClient } from "urql";
import { useLazySchema } from "@/components/forms/use-lazy-zod-resolver";
import { AmountInput } from "@/components/ui/amount-input";
import { FormField } from "@/components/ui/form-field";
import { ScoreInput } from "@/components/ui/score-input";
import { Select } from "@/components/ui/select";
import { TextInput } from "@/components/ui/text-input";
import { useToast } from "@/components/ui/toast";
import { WizardFrame } from "@/components/ui/wizard-frame";
import { StepWaiting } from "../step-waiting";
import { MARITAL_STATUSES } from "@/lib/onboarding/schemas/personal-info-rules";
import { HOUSING_EXPENSE } from "@/lib/onboarding/schemas/financial-info-rules";
import type { ChildEntry, SituationFormValues } from "@/lib/onboarding/forms/situation-form";
import { asksForSpouse, childrenDataFor, MARITAL_STATUS_LABELS, resizeChildEntries } from "@/lib/onboarding/forms/situation-rules";
import { LiveMessage } from "../live-message";
import {
  CREATE_BUDGET,
  SAVE_ERROR_MESSAGE,
  UPDATE_CUSTOMER_PERSONAL_INFO,
  UPDATE_FINANCIAL_INFO,
  type CustomerData,
} from "../onboarding-operations";
import { KeepHeadingFocus } from "../keep-heading-focus";
import type { StepProps } from "../step-frame";
import { useFinancialAccounts } from "../use-financial-accounts";

const TITLE = "What's your current situation?";

const yearOf = (iso: string | null) => (iso ? iso.slice(0, 4) : "");

function childEntriesOf(customer: CustomerData): ChildEntry[] {
  return customer.familyMembers
    .filter((member) => member.relationship === "CHILD")
    .map((child) => ({ id: child.id, firstName: child.firstName ?? "", birthYear: yearOf(child.birthday) }));
}

function spouseOf(customer: CustomerData): SituationFormValues["spouse"] {
  const spouse = customer.familyMembers.find((member) => member.relationship === "SPOUSE");
  return { firstName: spouse?.firstName ?? "", birthYear: yearOf(spouse?.birthday ?? null), email: spouse?.email ?? "" };
}

/** Step 4 "What's your current situation?" (spec 000 §2.10, §4.9, §5): housing, marital status, spouse, children. */
export function SituationStep(props: StepProps & { customer: CustomerData; onSaved: (customer: CustomerData) => void }) {
  const [{ data, fetching, error }] = useFinancialAccounts();
  if (!data) {
    return <StepWaiting frame={props.frame} title={TITLE} fetching={fetching} failed={Boolean(error)} />;
  }
  const housing = data.financialAccounts.expenses.find((expense) => expense.name === HOUSING_EXPENSE.name);
  return <SituationForm {...props} housing={housing ? String(housing.value) : ""} />;
}

function SituationForm({
  frame,
  onDone,
  customer,
  onSaved,
  housing,
}: StepProps & { customer: CustomerData; onSaved: (customer: CustomerData) => void; housing: string }) {
  const client = useClient();
  const { toast } = useToast();
  const [values, setValues] = useState<SituationFormValues>(() => {
    const childEntries = childEntriesOf(customer);
    return {
      housing,
      maritalStatus: customer.maritalStatus ?? "",
      children: customer.kids === null ? (childEntries.length ? String(childEntries.length) : "") : String(customer.kids),
      spouse: spouseOf(customer),
      childEntries,
    };
  });
  const [storedChildIds, setStoredChildIds] = useState(() => childEntriesOf(customer).map((child) => child.id));
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);

  const schema = useLazySchema(() =>
    import("@/lib/onboarding/forms/situation-form").then((m) => m.situationFormSchema),
  );
  // Until the schema has loaded (just after the step appears) nothing is judged.
  const parsed = schema?.safeParse(values);
  const errors = new Map<string, string>();
  if (parsed?.error) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join(".");
      if (!errors.has(key)) errors.set(key, issue.message);
    }
  }
  const errorFor = (key: string) => (submitted || touched.has(key) ? errors.get(key) : undefined);
  const touch = (key: string) => () => setTouched((current) => new Set(current).add(key));
  // Next is disabled while saving or while a required answer is missing (spec 000 §5; zero children is an answer).
  const missing = values.housing === "" || values.maritalStatus === "" || values.children.trim() === "";
  const withSpouse = asksForSpouse(values.maritalStatus);

  function setChildrenCount(text: string) {
    const digits = text.replace(/\D/g, "").slice(0, 2);
    setValues((current) => ({
      ...current,
      children: digits,
      childEntries: digits === "" ? current.childEntries : resizeChildEntries(current.childEntries, Math.min(Number(digits), 20)),
    }));
  }

  function setChild(index: number, change: Partial<ChildEntry>) {
    setValues((current) => ({
      ...current,
      childEntries: current.childEntries.map((entry, i) => (i === index ? { ...entry, ...change } : entry)),
    }));
  }

  async function save() {
    setSubmitted(true);
    if (!parsed?.success) return;
    const form = parsed.data;
    setSaving(true);
    const fail = (message = SAVE_ERROR_MESSAGE) => {
      setSaving(false);
      toast({ message, theme: "error" });
    };

    const personal = await client
      .mutation(UPDATE_CUSTOMER_PERSONAL_INFO, {
        maritalStatus: form.maritalStatus,
        children: Number(form.children),
        spouseData: asksForSpouse(form.maritalStatus)
          ? {
              firstName: form.spouse.firstName || null,
              birthYear: form.spouse.birthYear ? Number(form.spouse.birthYear) : null,
              email: form.spouse.email || null,
            }
          : undefined,
        childrenData: childrenDataFor(form.childEntries, storedChildIds),
      })
      .toPromise();
    const saved = personal.data?.updateCustomerPersonalInfo.customer;
    if (!saved) return fail(personal.data?.updateCustomerPersonalInfo.error ?? SAVE_ERROR_MESSAGE);
    // Spouse and children are reloaded from the answer (spec 000 §4.9), so a retry updates rather than duplicates.
    onSaved(saved);
    const reloaded = childEntriesOf(saved);
    setStoredChildIds(reloaded.map((child) => child.id));
    setValues((current) => ({ ...current, spouse: spouseOf(saved), childEntries: reloaded }));

    const financial = await client
      .mutation(UPDATE_FINANCIAL_INFO, {
        expenseData: { ...HOUSING_EXPENSE, value: Number(form.housing) },
      })
      .toPromise();
    if (!financial.data || financial.data.updateFinancialInfo.error) return fail();

    const budget = await client
      .mutation(CREATE_BUDGET, { budgetData: { target: 0, budgetCategoryName: "Rent/Mortgage" } })
      .toPromise();
    if (!budget.data?.createBudget.budget) return fail();

    if (!(await onDone())) setSaving(false);
  }

  const firstError = submitted ? errors.values().next().value : undefined;
  return (
    <WizardFrame
      {...frame}
      title={TITLE}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      nextDisabled={missing}
      nextLoading={saving}
    >
      <LiveMessage message={firstError} />
      <KeepHeadingFocus />
      <div className="flex flex-col gap-6">
        <FormField label="Monthly Rent/Mortgage" error={errorFor("housing")} required>
          <AmountInput
            placeholder="$800"
            value={values.housing}
            onChange={(housing) => setValues((current) => ({ ...current, housing }))}
            onBlur={touch("housing")}
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Marital Status" error={errorFor("maritalStatus")} required>
            <Select
              placeholder="Select marital status"
              value={values.maritalStatus}
              onChange={(event) => setValues((current) => ({ ...current, maritalStatus: event.target.value }))}
              onBlur={touch("maritalStatus")}
            >
              {MARITAL_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {MARITAL_STATUS_LABELS[status]}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Children" hint="How many children do you have? Enter 0 if none." error={errorFor("children")} required>
            <TextInput
              type="number"
              min={0}
              max={20}
              inputMode="numeric"
              value={values.children}
              onChange={(event) => setChildrenCount(event.target.value)}
              onBlur={touch("children")}
            />
          </FormField>
        </div>

        {withSpouse && (
          <fieldset className="flex flex-col gap-4 rounded-lg border border-border p-4">
            <legend className="px-1 text-sm font-semibold text-ink">Spouse (optional)</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Spouse name">
                <TextInput
                  autoComplete="off"
                  value={values.spouse.firstName}
                  onChange={(event) => setValues((c) => ({ ...c, spouse: { ...c.spouse, firstName: event.target.value } }))}
                />
              </FormField>
              <FormField label="Spouse birth year" error={errorFor("spouse.birthYear")}>
                <ScoreInput
                  maxDigits={4}
                  placeholder="YYYY"
                  value={values.spouse.birthYear}
                  onChange={(birthYear) => setValues((c) => ({ ...c, spouse: { ...c.spouse, birthYear } }))}
                  onBlur={touch("spouse.birthYear")}
                />
              </FormField>
            </div>
            <FormField label="Spouse email" error={errorFor("spouse.email")}>
              <TextInput
                type="email"
                autoComplete="off"
                value={values.spouse.email}
                onChange={(event) => setValues((c) => ({ ...c, spouse: { ...c.spouse, email: event.target.value } }))}
                onBlur={touch("spouse.email")}
              />
            </FormField>
          </fieldset>
        )}

        {values.childEntries.map((child, index) => (
          <fieldset key={child.id || `new-${index}`} className="grid gap-4 rounded-lg border border-border p-4 sm:grid-cols-2">
            <legend className="px-1 text-sm font-semibold text-ink">Child {index + 1} (optional)</legend>
            <FormField label={`Child ${index + 1} name`}>
              <TextInput
                autoComplete="off"
                value={child.firstName}
                onChange={(event) => setChild(index, { firstName: event.target.value })}
              />
            </FormField>
            <FormField label={`Child ${index + 1} birth year`} error={errorFor(`childEntries.${index}.birthYear`)}>
              <ScoreInput
                maxDigits={4}
                placeholder="YYYY"
                value={child.birthYear}
                onChange={(birthYear) => setChild(index, { birthYear })}
                onBlur={touch(`childEntries.${index}.birthYear`)}
              />
            </FormField>
          </fieldset>
        ))}
      </div>
    </WizardFrame>
  );
}
