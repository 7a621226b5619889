"use client";

import { useForm, useWatch } from "react-hook-form";
import { useLazyZodResolver } from "@/components/forms/use-lazy-zod-resolver";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { TextInput } from "@/components/ui/text-input";
import { WizardFrame } from "@/components/ui/wizard-frame";
import {
  EMPLOYMENT_STATUSES,
  INVESTMENT_OBJECTIVES,
  RANGES_USD as MONEY_RANGES,
  TAX_FILING_STATUSES,
} from "@/lib/integrations/clearing-firm/clearing-firm-enums";
import { asksForEmployer } from "@/lib/investing/registration/registration-rules";
import type { EmploymentStatus } from "@/lib/investing/registration/registration-schemas";
import {
  EMPLOYMENT_STATUS_LABELS,
  INVESTMENT_OBJECTIVE_LABELS,
  MONEY_RANGE_LABELS,
  TAX_FILING_STATUS_LABELS,
} from "../registration-labels";
import { registrationSchemas } from "../load-registration-schemas";
import type { StepProps } from "../wizard-state";

type EmploymentValues = { employmentStatus: EmploymentStatus | ""; occupation: string; employerName: string };

/** Employment (002 §2 step 10): occupation and employer only for the employed and self-employed. */
export function EmploymentStatusStep({ frame, wizard, isComplete }: StepProps) {
  const { draft } = wizard.state;
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<EmploymentValues>({
    resolver: useLazyZodResolver(() =>
      import("@/lib/investing/registration/registration-schemas").then((m) => m.employmentStatusSchema),
    ) as never,
    defaultValues: {
      employmentStatus: draft.employmentStatus ?? "",
      occupation: draft.occupation ?? "",
      employerName: draft.employerName ?? "",
    },
    mode: "onTouched",
  });
  const values = useWatch({ control }) as EmploymentValues;
  const employed = asksForEmployer(values.employmentStatus || null);
  const checked = { ...values, occupation: values.occupation?.trim() || undefined, employerName: values.employerName?.trim() || undefined };

  const onSubmit = handleSubmit(async (employment) => {
    const asks = asksForEmployer(employment.employmentStatus || null);
    await wizard.saveAndContinue({
      employmentStatus: employment.employmentStatus || null,
      occupation: asks ? employment.occupation.trim() : "",
      employerName: asks ? employment.employerName.trim() : "",
    });
  });

  return (
    <WizardFrame {...frame} onSubmit={onSubmit} nextDisabled={!isComplete(checked)} nextLoading={isSubmitting}>
      <div className="flex flex-col gap-5">
        <FormField label="Employment status" error={errors.employmentStatus?.message} required>
          <Select placeholder="Select your status" {...register("employmentStatus")}>
            {EMPLOYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {EMPLOYMENT_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </FormField>
        {employed && (
          <>
            <FormField label="Occupation" error={errors.occupation?.message} required>
              <TextInput autoComplete="organization-title" maxLength={100} {...register("occupation")} />
            </FormField>
            <FormField label="Employer name">
              <TextInput autoComplete="organization" maxLength={100} {...register("employerName")} />
            </FormField>
          </>
        )}
      </div>
    </WizardFrame>
  );
}

type FinancialValues = { incomeRange: string; netWorthRange: string; investmentObjective: string; recentTaxFilingStatus: string };

/** 'What's your financial status and goal?' (002 §2 step 11): four choices, all required. */
export function FinancialStatusStep({ frame, wizard, isComplete }: StepProps) {
  const { draft } = wizard.state;
  const { register, handleSubmit, control, formState } = useForm<FinancialValues>({
    resolver: useLazyZodResolver(() =>
      import("@/lib/investing/registration/registration-schemas").then((m) => m.financialStatusSchema),
    ) as never,
    defaultValues: {
      incomeRange: draft.incomeRange ?? "",
      netWorthRange: draft.netWorthRange ?? "",
      investmentObjective: draft.investmentObjective ?? "",
      recentTaxFilingStatus: draft.recentTaxFilingStatus ?? "",
    },
    mode: "onTouched",
  });
  const values = useWatch({ control }) as FinancialValues;

  const onSubmit = handleSubmit(async (financial) => {
    const parsed = registrationSchemas().financialStatusSchema.parse(financial);
    await wizard.saveAndContinue(parsed);
  });

  const select = (name: keyof FinancialValues, label: string, options: readonly string[], labels: Record<string, string>) => (
    <FormField label={label} error={formState.errors[name] ? "Choose one." : undefined} required>
      <Select placeholder="Select one" {...register(name)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </Select>
    </FormField>
  );

  return (
    <WizardFrame {...frame} onSubmit={onSubmit} nextDisabled={!isComplete(values)} nextLoading={formState.isSubmitting}>
      <div className="flex flex-col gap-5">
        {select("incomeRange", "Annual income", MONEY_RANGES, MONEY_RANGE_LABELS)}
        {select("netWorthRange", "Total net worth", MONEY_RANGES, MONEY_RANGE_LABELS)}
        {select("investmentObjective", "Investment goal", INVESTMENT_OBJECTIVES, INVESTMENT_OBJECTIVE_LABELS)}
        {select("recentTaxFilingStatus", "Most recent tax filing status", TAX_FILING_STATUSES, TAX_FILING_STATUS_LABELS)}
      </div>
    </WizardFrame>
  );
}
