"use client";

import { useId, useState } from "react";
import { useClient } from "urql";
import { LinkBankButton } from "@/components/bank-linking/link-bank-button";
import { Button } from "@/components/ui/button";
import { ErrorModal } from "@/components/ui/error-modal";
import { useToast } from "@/components/ui/toast";
import { WizardFrame } from "@/components/ui/wizard-frame";
import { formatMoney } from "@/lib/format/format-money";
import { AddAccountModal } from "@/components/accounts/add-account-modal";
import { RECALCULATE_USER_ATTRIBUTES, SAVE_ERROR_MESSAGE } from "../onboarding-operations";
import type { StepProps } from "../step-frame";
import { useFinancialAccounts } from "../use-financial-accounts";

type Row = { id: string; name: string; nickname: string | null; value: number };

/** Step 6 'What are your accounts?' (spec 000 §2.10, §4.9, §5): link or add accounts; Next needs at least one. */
export function AccountsStep({ frame, onDone }: StepProps) {
  const client = useClient();
  const { toast } = useToast();
  const [{ data, error, fetching }, refetch] = useFinancialAccounts();
  const [adding, setAdding] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const reload = () => refetch({ requestPolicy: "network-only" });

  const accounts = data?.financialAccounts;
  const assets: Row[] = accounts?.assets ?? [];
  const debts: Row[] = [...(accounts?.creditCards ?? []), ...(accounts?.loans ?? [])];

  async function finish() {
    setFinishing(true);
    const result = await client.mutation(RECALCULATE_USER_ATTRIBUTES, {}).toPromise();
    if (!result.data || result.data.recalculateUserAttributes.error) {
      setFinishing(false);
      toast({ message: SAVE_ERROR_MESSAGE, theme: "error" });
      return;
    }
    if (!(await onDone())) setFinishing(false);
  }

  return (
    <WizardFrame
      {...frame}
      title="What are your accounts?"
      description={<p>Link your accounts to see your full picture, or add them by hand.</p>}
      onNext={() => void finish()}
      nextDisabled={assets.length + debts.length === 0}
      nextLoading={finishing}
    >
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-3 sm:flex-row">
          <LinkBankButton onLinked={reload}>Link Accounts</LinkBankButton>
          <Button variant="secondary" onClick={() => setAdding(true)}>
            Add Manually
          </Button>
        </div>
        <div aria-busy={fetching || undefined} className="grid gap-4 sm:grid-cols-2">
          <AccountGroup title="Assets" placeholder="Checking, savings, investments, etc." rows={assets} />
          <AccountGroup title="Debts" placeholder="Credit cards, loans, etc." rows={debts} />
        </div>
      </div>
      {/* Manual entry only here: linking has its own button on this step. */}
      <AddAccountModal open={adding} onOpenChange={setAdding} manualOnly onSaved={reload} />
      <ErrorModal open={Boolean(error) && !data} />
    </WizardFrame>
  );
}

function AccountGroup({ title, placeholder, rows }: { title: string; placeholder: string; rows: Row[] }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const headingId = useId();
  const total = rows.reduce((sum, row) => sum + row.value, 0);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-lg border border-border p-4">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-ink">
          {title}
        </h2>
        <p className="text-lg font-semibold text-ink">
          {formatMoney(total)}
        </p>
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{placeholder}</p>
      ) : (
        <>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded(!expanded)}
            className="self-start text-sm font-medium text-brand-700 underline"
          >
            {rows.length === 1 ? "1 account" : `${rows.length} accounts`}
          </button>
          <ul id={listId} hidden={!expanded} className="flex flex-col gap-1 text-sm">
            {rows.map((row) => (
              <li key={row.id} className="flex justify-between gap-2">
                <span>{row.nickname || row.name}</span>
                <span>{formatMoney(row.value)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
