"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { AmountInput } from "@/components/ui/amount-input";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { money } from "./budget-format";
import { MOVE_BUDGET_MONEY, type BudgetLine } from "./budget-operations";
import { useBudgetWrite } from "./use-budget-write";

/**
 * 'Move money': part of one line's target to another line of the same period, in one write. Either side can be
 * fixed by the caller (a line's own button fixes the source; the category page's 'Move money from …' the target).
 */
export function MoveMoneyDialog({
  open,
  onOpenChange,
  lines,
  fromId,
  toId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lines: BudgetLine[];
  fromId?: string;
  toId?: string;
}) {
  const formId = useId();
  const [from, setFrom] = useState(fromId ?? "");
  const [to, setTo] = useState(toId ?? "");
  const [amount, setAmount] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { run, fetching } = useBudgetWrite(MOVE_BUDGET_MONEY, "moveBudgetMoney");
  const nameOf = (id: string) => lines.find((line) => line.budget.id === id)?.budget.budgetCategory.name ?? "";
  const source = lines.find((line) => line.budget.id === from);
  const canGive = source ? Math.max(0, Math.min(source.budget.target, source.left)) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!from) next.fromBudgetId = "Please choose where the money comes from.";
    if (!to) next.toBudgetId = "Please choose where the money goes.";
    if (!amount || Number(amount) <= 0) next.amount = "Please enter an amount above $0.";
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const result = await run(
      { fromBudgetId: from, toBudgetId: to, amount: Number(amount) },
      { success: `Moved ${money(Number(amount))} from ${nameOf(from)} to ${nameOf(to)}`, toastErrors: false },
    );
    if (result.ok) {
      setAmount("");
      onOpenChange(false);
    } else {
      setErrors({ [result.errorField ?? "amount"]: result.error });
    }
  }

  const options = (exclude: string) =>
    lines
      .filter((line) => line.budget.id !== exclude)
      .map((line) => (
        <option key={line.budget.id} value={line.budget.id}>
          {line.budget.budgetCategory.name} ({money(line.left)} left)
        </option>
      ));

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Move money"
      description="Take part of one category's target and add it to another for this period."
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={fetching}>
            Move money
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="grid gap-4" noValidate>
        <FormField label="From" error={errors.fromBudgetId} hint={canGive !== null ? `Up to ${money(canGive)} can move.` : undefined}>
          <Select value={from} onChange={(event) => setFrom(event.target.value)} disabled={Boolean(fromId)} placeholder="Choose a category">
            {options(to)}
          </Select>
        </FormField>
        <FormField label="To" error={errors.toBudgetId}>
          <Select value={to} onChange={(event) => setTo(event.target.value)} disabled={Boolean(toId)} placeholder="Choose a category">
            {options(from)}
          </Select>
        </FormField>
        <FormField label="Amount" error={errors.amount}>
          <AmountInput value={amount} onChange={setAmount} />
        </FormField>
      </form>
    </Dialog>
  );
}
