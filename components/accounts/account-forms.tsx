"use client";

import type { ReactNode } from "react";
import {
  Controller,
  useForm,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
  type UseFormSetError,
} from "react-hook-form";
import { useLazyZodResolver } from "@/components/forms/use-lazy-zod-resolver";
import { AmountInput } from "@/components/ui/amount-input";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PercentInput } from "@/components/ui/percent-input";
import { ScoreInput } from "@/components/ui/score-input";
import { TextInput } from "@/components/ui/text-input";
import type {
  AssetFormData,
  AssetFormValues,
  CreditCardFormData,
  CreditCardFormValues,
  CreditScoreFormData,
  CreditScoreFormValues,
  IncomeFormData,
  IncomeFormValues,
  LoanFormData,
  LoanFormValues,
} from "@/lib/accounts/schemas";
import type { Asset, CreditCard, CreditScore, Income, Loan } from "./account-operations";
import { useSaveAccount, type ShowFieldError } from "./use-save-account";

// One form per kind (001 §2 "Account forms", §5): text, amount ($ prefix), percentage (' %' suffix) and score
// (whole number) fields; 'Required' under each empty required field; the server's message on the field it names.
// Enter in any field submits (a real <form> with a submit button).

type FormProps<Account> = {
  /** The account being edited; absent when adding one. */
  existing?: Account;
  /** Cancel: back to the type choice when adding, close when editing (the modal decides). */
  onCancel: () => void;
  onSaved?: () => void;
};

const text = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));

function fieldErrorSetter<Values extends FieldValues>(setError: UseFormSetError<Values>, fields: Array<Path<Values>>): ShowFieldError {
  return (field, message) => {
    const match = fields.find((name) => name === field);
    if (!match) return false;
    setError(match, { message }, { shouldFocus: true });
    return true;
  };
}

function FormFrame({
  onSubmit,
  submitting,
  editing,
  onCancel,
  children,
}: {
  onSubmit: () => void;
  submitting: boolean;
  editing: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {children}
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
        <Button type="submit" loading={submitting}>
          {editing ? "Save" : "Add"}
        </Button>
      </div>
    </form>
  );
}

function NameField<Values extends FieldValues>({
  label,
  errors,
  register,
}: {
  label: string;
  errors: FieldErrors<Values>;
  register: UseFormRegister<Values>;
}) {
  return (
    <FormField label={label} error={errors.name?.message as string | undefined} required>
      <TextInput autoComplete="off" {...register("name" as Path<Values>)} />
    </FormField>
  );
}

type MaskedKind = "amount" | "percent" | "score";

function MaskedField<Values extends FieldValues, Output extends FieldValues>({
  control,
  name,
  label,
  kind,
  required = false,
  hint,
}: {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  label: string;
  kind: MaskedKind;
  required?: boolean;
  hint?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const Input = kind === "amount" ? AmountInput : kind === "percent" ? PercentInput : ScoreInput;
        return (
          <FormField label={label} error={fieldState.error?.message} required={required} hint={hint}>
            <Input name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
          </FormField>
        );
      }}
    />
  );
}

export function AssetForm({ existing, accountType, onCancel, onSaved }: FormProps<Asset> & { accountType: string }) {
  const save = useSaveAccount({ kind: "asset", id: existing?.id, onSaved });
  const { register, control, handleSubmit, setError, formState } = useForm<AssetFormValues, unknown, AssetFormData>({
    resolver: useLazyZodResolver(() => import("@/lib/accounts/schemas").then((m) => m.assetFormSchema)),
    defaultValues: { name: existing?.name ?? "", value: text(existing?.value), accountType },
  });
  const onSubmit = handleSubmit(async ({ name, value, accountType: type }) => {
    // The type is chosen when adding; editing changes only what the form shows.
    await save(existing ? { name, value } : { name, value, accountType: type }, fieldErrorSetter(setError, ["name", "value"]));
  });
  return (
    <FormFrame onSubmit={onSubmit} submitting={formState.isSubmitting} editing={Boolean(existing)} onCancel={onCancel}>
      <NameField label="Account name" errors={formState.errors} register={register} />
      <MaskedField control={control} name="value" label="Current value" kind="amount" required />
    </FormFrame>
  );
}

export function LoanForm({ existing, loanType, onCancel, onSaved }: FormProps<Loan> & { loanType: string }) {
  const save = useSaveAccount({ kind: "loan", id: existing?.id, onSaved });
  const { register, control, handleSubmit, setError, formState } = useForm<LoanFormValues, unknown, LoanFormData>({
    resolver: useLazyZodResolver(() => import("@/lib/accounts/schemas").then((m) => m.loanFormSchema)),
    defaultValues: {
      name: existing?.name ?? "",
      value: text(existing?.value),
      lender: existing?.lender ?? "",
      apr: text(existing?.apr),
      loanAmount: text(existing?.loanAmount),
      kind: loanType,
    },
  });
  const onSubmit = handleSubmit(async ({ kind, ...fields }) => {
    await save(
      existing ? fields : { ...fields, kind },
      fieldErrorSetter(setError, ["name", "value", "lender", "apr", "loanAmount"]),
    );
  });
  return (
    <FormFrame onSubmit={onSubmit} submitting={formState.isSubmitting} editing={Boolean(existing)} onCancel={onCancel}>
      <NameField label="Loan name" errors={formState.errors} register={register} />
      <MaskedField control={control} name="value" label="Current balance" kind="amount" required />
      <FormField label="Lender" error={formState.errors.lender?.message} required>
        <TextInput autoComplete="off" {...register("lender")} />
      </FormField>
      <MaskedField control={control} name="apr" label="Interest rate" kind="percent" />
      <MaskedField control={control} name="loanAmount" label="Original balance" kind="amount" />
    </FormFrame>
  );
}

export function CreditCardForm({ existing, onCancel, onSaved }: FormProps<CreditCard>) {
  const save = useSaveAccount({ kind: "creditCard", id: existing?.id, onSaved });
  const { register, control, handleSubmit, setError, formState } = useForm<
    CreditCardFormValues,
    unknown,
    CreditCardFormData
  >({
    resolver: useLazyZodResolver(() => import("@/lib/accounts/schemas").then((m) => m.creditCardFormSchema)),
    defaultValues: {
      name: existing?.name ?? "",
      value: text(existing?.value),
      apr: text(existing?.apr),
      cardLimit: text(existing?.cardLimit),
    },
  });
  const onSubmit = handleSubmit(async (fields) => {
    await save(fields, fieldErrorSetter(setError, ["name", "value", "apr", "cardLimit"]));
  });
  return (
    <FormFrame onSubmit={onSubmit} submitting={formState.isSubmitting} editing={Boolean(existing)} onCancel={onCancel}>
      <NameField label="Card name" errors={formState.errors} register={register} />
      <MaskedField control={control} name="value" label="Current balance" kind="amount" required />
      <MaskedField control={control} name="apr" label="Interest rate" kind="percent" />
      <MaskedField control={control} name="cardLimit" label="Credit limit" kind="amount" />
    </FormFrame>
  );
}

export function CreditScoreForm({ existing, onCancel, onSaved }: FormProps<CreditScore>) {
  const save = useSaveAccount({ kind: "creditScore", id: existing?.id, onSaved });
  const { register, control, handleSubmit, setError, formState } = useForm<
    CreditScoreFormValues,
    unknown,
    CreditScoreFormData
  >({
    resolver: useLazyZodResolver(() => import("@/lib/accounts/schemas").then((m) => m.creditScoreFormSchema)),
    defaultValues: { name: existing?.name ?? "Credit Score", value: text(existing?.value) },
  });
  const onSubmit = handleSubmit(async (fields) => {
    await save(fields, fieldErrorSetter(setError, ["name", "value"]));
  });
  return (
    <FormFrame onSubmit={onSubmit} submitting={formState.isSubmitting} editing={Boolean(existing)} onCancel={onCancel}>
      <NameField label="Name" errors={formState.errors} register={register} />
      <MaskedField control={control} name="value" label="Credit score" kind="score" hint="Between 300 and 850" required />
    </FormFrame>
  );
}

export function IncomeForm({ existing, onCancel, onSaved }: FormProps<Income>) {
  const save = useSaveAccount({ kind: "income", id: existing?.id, onSaved });
  const { register, control, handleSubmit, setError, formState } = useForm<IncomeFormValues, unknown, IncomeFormData>({
    resolver: useLazyZodResolver(() => import("@/lib/accounts/schemas").then((m) => m.incomeFormSchema)),
    defaultValues: { name: existing?.name ?? "Salary", gross: text(existing?.gross) },
  });
  const onSubmit = handleSubmit(async (fields) => {
    await save(fields, fieldErrorSetter(setError, ["name", "gross"]));
  });
  return (
    <FormFrame onSubmit={onSubmit} submitting={formState.isSubmitting} editing={Boolean(existing)} onCancel={onCancel}>
      <NameField label="Income name" errors={formState.errors} register={register} />
      <MaskedField control={control} name="gross" label="Yearly gross income" kind="amount" required />
    </FormFrame>
  );
}
