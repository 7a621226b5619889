"use client";

import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useMutation, useQuery } from "urql";
import { useLazyZodResolver } from "@/components/forms/use-lazy-zod-resolver";
import { AmountInput } from "@/components/ui/amount-input";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { TextInput } from "@/components/ui/text-input";
import { useToast } from "@/components/ui/toast";
import { CategoryPicker } from "@/components/transactions/category-picker";
import { CATEGORY_OPTIONS } from "@/components/transactions/transaction-operations";
import { formatMoney } from "@/lib/format/format-money";
import { graphql } from "@/lib/graphql/client/graphql";
import type { manualTransactionFormSchema, ManualTransactionFormValues } from "@/lib/manual-transactions/schemas";

const MANUAL_TRANSACTIONS = graphql(`query ManualTransactions($accountId: ID!) {
  manualTransactions(accountId: $accountId) { id date name amount notes }
}`);
const CREATE_MANUAL_TRANSACTION = graphql(`mutation CreateManualTransaction($input: ManualTransactionInput!) {
  createManualTransaction(input: $input) { error errorField transaction { id } }
}`);
const DELETE_MANUAL_TRANSACTION = graphql(`mutation DeleteManualTransaction($id: ID!) {
  deleteManualTransaction(id: $id) { error didDelete }
}`);

/** Transactions lists (here and on /transactions, /spend, /budget) are fetched again after a change. */
const CHANGED = { additionalTypenames: ["Transaction", "TransactionPage"] };
const FIELDS = ["date", "name", "amount", "budgetCategoryId", "notes"] as const;

const todayText = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/**
 * 'Add transaction' on a manual account: a small form (date, description, amount, money out or in, category, notes)
 * and the account's latest hand-entered transactions, each of which can be deleted. The form's schema is the server's.
 * The category is optional: without one the member's rules and the usual precedence categorize it.
 */
export function ManualTransactionsDialog({
  account,
  onClose,
}: {
  account: { id: string; name: string } | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={account !== null}
      onOpenChange={(open) => !open && onClose()}
      title={account ? `Add a transaction to ${account.name}` : ""}
      description="For accounts you keep up to date yourself. The balance stays what you set."
    >
      {account && <ManualTransactions accountId={account.id} onClose={onClose} />}
    </Dialog>
  );
}

function ManualTransactions({ accountId, onClose }: { accountId: string; onClose: () => void }) {
  const { toast } = useToast();
  const [{ data }, reload] = useQuery({ query: MANUAL_TRANSACTIONS, variables: { accountId }, requestPolicy: "cache-and-network" });
  const [{ data: choices }] = useQuery({ query: CATEGORY_OPTIONS });
  const [{ fetching: saving }, create] = useMutation(CREATE_MANUAL_TRANSACTION);
  const [, remove] = useMutation(DELETE_MANUAL_TRANSACTION);
  const [deleting, setDeleting] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { errors },
  } = useForm<ManualTransactionFormValues, unknown, ReturnType<typeof manualTransactionFormSchema.parse>>({
    resolver: useLazyZodResolver(() =>
      import("@/lib/manual-transactions/schemas").then((m) => m.manualTransactionFormSchema),
    ),
    defaultValues: { accountId, date: todayText(), name: "", amount: "", direction: "out", budgetCategoryId: "", notes: "" },
  });

  const submit = handleSubmit(async (input) => {
    const result = await create({ input }, CHANGED);
    const payload = result.data?.createManualTransaction;
    if (payload && !payload.error) {
      toast({ message: `${input.name} added`, theme: "success" });
      reset({ accountId, date: input.date, name: "", amount: "", direction: getValues("direction"), budgetCategoryId: "", notes: "" });
      reload({ requestPolicy: "network-only" });
      return;
    }
    const message = payload?.error ?? "We couldn't add the transaction. Please try again.";
    const field = FIELDS.find((name) => name === payload?.errorField);
    if (field) setError(field, { message }, { shouldFocus: true });
    else toast({ message, theme: "error" });
  });

  async function deleteOne(id: string, name: string) {
    setDeleting(id);
    const result = await remove({ id }, CHANGED);
    setDeleting(null);
    const error = result.data?.deleteManualTransaction.error;
    toast(error || !result.data ? { message: error ?? "We couldn't delete it. Please try again.", theme: "error" } : { message: `${name} deleted`, theme: "success" });
    reload({ requestPolicy: "network-only" });
  }

  const recent = data?.manualTransactions ?? [];
  return (
    <div className="flex flex-col gap-6">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Date" error={errors.date?.message} required>
            <TextInput type="date" max={todayText()} {...register("date")} />
          </FormField>
          <FormField label="Money out or in" required>
            <Select {...register("direction")}>
              <option value="out">Money out (spent, paid)</option>
              <option value="in">Money in (received, refunded)</option>
            </Select>
          </FormField>
        </div>
        <FormField label="Description" error={errors.name?.message} required>
          <TextInput autoComplete="off" placeholder="e.g. Farmers market" {...register("name")} />
        </FormField>
        <FormField label="Amount" error={errors.amount?.message} required>
          <Controller
            control={control}
            name="amount"
            render={({ field }) => <AmountInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} />}
          />
        </FormField>
        <Controller
          control={control}
          name="budgetCategoryId"
          render={({ field }) => (
            <CategoryPicker
              label="Category (optional)"
              placeholder="Categorize it for me"
              categories={choices?.budgetCategories ?? []}
              value={field.value ?? ""}
              onChange={field.onChange}
              error={errors.budgetCategoryId?.message}
            />
          )}
        />
        <FormField label="Notes" error={errors.notes?.message}>
          <TextInput autoComplete="off" {...register("notes")} />
        </FormField>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Done
          </Button>
          <Button type="submit" loading={saving}>
            Add transaction
          </Button>
        </div>
      </form>

      <section aria-labelledby="recent-manual-heading">
        <h3 id="recent-manual-heading" className="text-sm font-semibold text-ink">
          Added by you
        </h3>
        {recent.length === 0 ? (
          <p className="mt-2 text-sm text-muted">Nothing yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-border">
            {recent.map((transaction) => (
              <li key={transaction.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <div className="min-w-0">
                  <p className="truncate text-ink">{transaction.name}</p>
                  <p className="text-muted">{transaction.date}</p>
                </div>
                <div className="flex items-center gap-2">
                  <span className="tabular-nums text-ink">
                    {transaction.amount > 0 ? `−${formatMoney(transaction.amount)}` : `+${formatMoney(-transaction.amount)}`}
                    <span className="sr-only">{transaction.amount > 0 ? " out" : " in"}</span>
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    loading={deleting === transaction.id}
                    aria-label={`Delete ${transaction.name} on ${transaction.date}`}
                    onClick={() => void deleteOne(transaction.id, transaction.name)}
                  >
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
