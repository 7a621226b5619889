"use client";

import Link from "next/link";
import { useState } from "react";
import { useMutation, useQuery } from "urql";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FirstLoadStatus } from "@/components/ui/first-load-status";
import { useToast } from "@/components/ui/toast";
import { CATEGORY_RULES, DELETE_CATEGORY_RULE, type CategoryRuleRow } from "./transaction-operations";

/** The rules list is fetched again after a delete, also when it held no rule to learn the typename from. */
const LOAD_FAILED = "We could not load your rules. Please try reloading the page.";
const RULES_CONTEXT = { additionalTypenames: ["CategoryRule"] };
const createdFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/** A subcategory reads with its primary ("Food and drink › Groceries"), as the category picker groups them. */
const categoryName = (rule: CategoryRuleRow) =>
  rule.budgetCategory.parent ? `${rule.budgetCategory.parent.name} › ${rule.budgetCategory.name}` : rule.budgetCategory.name;

/**
 * /transactions/rules: the member's 'Always put {merchant} in {category}' rules, made from a category edit on
 * /transactions, each of which can be deleted (after a confirmation; the transactions it moved keep their category).
 */
export function CategoryRulesPage() {
  const [{ data, fetching, error }] = useQuery({ query: CATEGORY_RULES, context: RULES_CONTEXT });
  const [{ fetching: deleting }, remove] = useMutation(DELETE_CATEGORY_RULE);
  const [confirming, setConfirming] = useState<CategoryRuleRow | null>(null);
  const { toast } = useToast();
  const rules = data?.categoryRules;

  async function deleteRule(rule: CategoryRuleRow) {
    const result = await remove({ id: rule.id }, RULES_CONTEXT);
    const payload = result.data?.deleteCategoryRule;
    if (payload && !payload.error) toast({ message: `Rule for ${rule.merchantName} deleted`, theme: "success" });
    else toast({ message: payload?.error ?? "We couldn't delete the rule. Please try again.", theme: "error" });
    setConfirming(null);
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <Link href="/transactions" className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
        ‹ Back to transactions
      </Link>
      <h1 className="mt-4 text-3xl font-semibold tracking-tight text-ink">Rules</h1>
      <p className="mt-2 max-w-2xl text-muted">
        Each rule puts a merchant&apos;s new transactions in a category. You make one when you change a
        transaction&apos;s category and choose to always use it for that merchant.
      </p>

      <FirstLoadStatus result={{ data: rules, fetching, error }} loading="Loading your rules…" failed={LOAD_FAILED} />
      {rules && rules.length === 0 && <p className="mt-8 text-muted">You have no rules yet.</p>}
      {rules && rules.length > 0 && (
        <ul aria-label="Your rules" className="mt-6 divide-y divide-border rounded-lg border border-border bg-surface px-4 sm:px-6">
          {rules.map((rule) => (
            <li key={rule.id} className="flex flex-wrap items-center justify-between gap-3 py-4">
              <div className="min-w-0">
                <p className="text-ink">
                  <span className="font-medium">{rule.merchantName}</span>
                  <span aria-hidden="true" className="mx-2 text-muted">
                    →
                  </span>
                  <span className="sr-only"> goes to </span>
                  {categoryName(rule)}
                </p>
                <p className="text-sm text-muted">Created {createdFormat.format(new Date(rule.createdAt))}</p>
              </div>
              <Button variant="secondary" size="sm" aria-label={`Delete rule for ${rule.merchantName}`} onClick={() => setConfirming(rule)}>
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        tone="danger"
        title={confirming ? `Delete the rule for ${confirming.merchantName}?` : ""}
        text={
          confirming
            ? `New ${confirming.merchantName} transactions will no longer go to ${confirming.budgetCategory.name} on their own. Transactions already there keep their category.`
            : ""
        }
        confirmLabel="Delete rule"
        loading={deleting}
        onConfirm={() => confirming && void deleteRule(confirming)}
      />
    </div>
  );
}
