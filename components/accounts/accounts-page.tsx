"use client";

import dynamic from "next/dynamic";
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { useQuery } from "urql";
import { useLinkOutcomeToast } from "@/components/bank-linking/use-link-outcome-toast";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FirstLoadStatus } from "@/components/ui/first-load-status";
import { formatMoney } from "@/lib/format/format-money";
import {
  ACCOUNT_LIST_TYPENAMES,
  FINANCIAL_ACCOUNTS,
  type ExistingAccount,
  type BalanceAccount,
  type InstitutionItem,
} from "./account-operations";
import type { BalanceKind, RemovalTarget } from "./account-removal";
import { headingIdOf, RemoveButton, SectionHeading } from "./account-list-parts";
import { displayName, LinkedBanks, linkedBanks, type LinkedBank } from "./linked-banks";
import { RemoveAccountDialog } from "./remove-account-dialog";

// The add-account modal (its steps and the bank link) loads on first use; hovering or focusing its button starts it.
// A link that came back from the bank's site is told by the page itself (useLinkOutcomeToast), not by the modal.
const loadAddAccountModal = () => import("./add-account-modal");
const preloadAddAccountModal = () => void loadAddAccountModal().catch(() => {});
const AddAccountModal = dynamic(() => loadAddAccountModal().then((module) => module.AddAccountModal), { ssr: false });

// The transaction form (its form library, schema and amount mask) loads when a member first opens it.
const ManualTransactionsDialog = dynamic(
  () => import("./manual-transactions-dialog").then((module) => module.ManualTransactionsDialog),
  { ssr: false },
);

const LOAD_FAILED = "We could not load your accounts. Please try reloading the page.";
const QUERY_CONTEXT = { additionalTypenames: ACCOUNT_LIST_TYPENAMES };

/** The sync-failed notice of a linked account (001 §3 isLatestSyncFailed); the spec gives no text. */
export const syncFailedText = (institution: string) =>
  `We couldn't update this account from ${institution}. Its balance may be out of date.`;

type Row = {
  key: string;
  name: string;
  detail: string;
  amount: string;
  institution: InstitutionItem | null;
  syncFailed: boolean;
  edit: ExistingAccount | null;
  /** A manual asset, card or loan takes transactions entered by hand. */
  transactions?: { id: string; name: string } | null;
  remove: RemovalTarget;
};

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function linkedDetail(institution: InstitutionItem, mask: string | null): string {
  return mask ? `${institution.name} ••${mask}` : institution.name;
}

const values = (accounts: { value: number }[]) => sum(accounts.map((account) => account.value));

/**
 * An asset, card or loan as a row: a linked one names its bank (and last four digits) and is not editable; cards and
 * loans also flag a failed liabilities sync. Every one can be removed.
 */
function balanceRow(
  account: BalanceAccount,
  {
    kind,
    manualDetail,
    edit,
    banks,
    liabilities = false,
  }: { kind: BalanceKind; manualDetail: string; edit: ExistingAccount; banks: LinkedBank[]; liabilities?: boolean },
): Row {
  const institution = account.institutionItem;
  const name = displayName(account);
  const bank = institution && banks.find((candidate) => candidate.id === institution.id);
  return {
    key: account.id,
    name,
    detail: institution ? linkedDetail(institution, account.mask) : manualDetail,
    amount: formatMoney(account.value),
    institution,
    syncFailed: Boolean(institution?.isLatestSyncFailed || (liabilities && institution?.isLatestLiabilitiesSyncFailed)),
    edit: account.provider === "MANUAL" ? edit : null,
    transactions: account.provider === "MANUAL" ? { id: account.id, name } : null,
    remove: {
      kind,
      id: account.id,
      name,
      institution: bank ? { name: bank.name, isLast: bank.accountNames.length === 1 } : null,
    },
  };
}

/** Where focus goes once a removed row has gone: its list's heading, or the add button when the list went too. */
function useFocusAfterRemoval(present: (key: string) => boolean, fallback: RefObject<HTMLElement | null>) {
  const pending = useRef<{ key: string; headingId: string } | null>(null);
  useEffect(() => {
    const removal = pending.current;
    if (!removal || present(removal.key)) return;
    pending.current = null;
    // After the dialog has put focus back on the (now gone) button that opened it.
    setTimeout(() => (document.getElementById(removal.headingId) ?? fallback.current)?.focus());
  });
  return (key: string, headingId: string) => {
    pending.current = { key, headingId };
  };
}

/** /accounts: linked and manual accounts by kind, with totals, and the add-account modal (001 §2). */
export function AccountsPage() {
  const [{ data, fetching, error }, refetch] = useQuery({
    query: FINANCIAL_ACCOUNTS,
    context: QUERY_CONTEXT,
  });
  const [modal, setModalState] = useState<{ open: boolean; existing: ExistingAccount | null }>({ open: false, existing: null });
  // Once opened the modal stays mounted: a bank link it started goes on after it closes.
  const [modalUsed, setModalUsed] = useState(false);
  const setModal = useCallback((next: { open: boolean; existing: ExistingAccount | null }) => {
    if (next.open) setModalUsed(true);
    setModalState(next);
  }, []);
  const [removal, setRemoval] = useState<{ target: RemovalTarget; headingId: string } | null>(null);
  const [transactionsOf, setTransactionsOfState] = useState<{ id: string; name: string } | null>(null);
  // Once opened the dialog stays mounted, so it closes (focus return included) as it always did.
  const [transactionsUsed, setTransactionsUsed] = useState(false);
  const setTransactionsOf = useCallback((account: { id: string; name: string } | null) => {
    if (account) setTransactionsUsed(true);
    setTransactionsOfState(account);
  }, []);
  const refresh = useCallback(() => refetch({ requestPolicy: "network-only" }), [refetch]);
  useLinkOutcomeToast();
  const addButton = useRef<HTMLButtonElement>(null);

  const accounts = data?.financialAccounts;
  const openEdit = (existing: ExistingAccount) => setModal({ open: true, existing });
  const balanceAccounts = accounts ? [...accounts.assets, ...accounts.creditCards, ...accounts.loans] : [];
  const banks = linkedBanks(balanceAccounts);
  const rowKeys = new Set([
    ...balanceAccounts.map((account) => account.id),
    ...(accounts?.incomes ?? []).map((income) => income.id),
    ...(accounts?.creditScores ?? []).map((score) => score.id),
    ...banks.map((bank) => bank.id),
  ]);
  const focusAfterRemoval = useFocusAfterRemoval((key) => rowKeys.has(key), addButton);
  const openRemove = (headingId: string) => (target: RemovalTarget) => setRemoval({ target, headingId });

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-semibold tracking-tight text-ink">Accounts</h1>
        <Button
          ref={addButton}
          onPointerEnter={preloadAddAccountModal}
          onFocus={preloadAddAccountModal}
          onClick={() => setModal({ open: true, existing: null })}
        >
          Add an account
        </Button>
      </div>

      <FirstLoadStatus result={{ data: accounts, fetching, error }} loading="Loading your accounts…" failed={LOAD_FAILED} />

      {accounts && (
        <div className="mt-8 grid gap-6">
          <NetWorth
            assets={values(accounts.assets)}
            debts={values(accounts.creditCards) + values(accounts.loans)}
          />
          <AccountSection
            title="Assets"
            total={formatMoney(values(accounts.assets))}
            empty="No assets yet."
            rows={accounts.assets.map((asset) =>
              balanceRow(asset, {
                kind: "asset",
                banks,
                manualDetail: asset.subtype ? `Manual · ${asset.subtype}` : "Manual",
                edit: { kind: "asset", account: asset },
              }),
            )}
            onEdit={openEdit}
            onRemove={openRemove}
            onTransactions={setTransactionsOf}
          />
          <AccountSection
            title="Credit cards"
            total={formatMoney(values(accounts.creditCards))}
            empty="No credit cards yet."
            rows={accounts.creditCards.map((card) =>
              balanceRow(card, {
                kind: "creditCard",
                banks,
                manualDetail: card.cardLimit === null ? "Manual" : `Manual · limit ${formatMoney(card.cardLimit)}`,
                edit: { kind: "creditCard", account: card },
                liabilities: true,
              }),
            )}
            onEdit={openEdit}
            onRemove={openRemove}
            onTransactions={setTransactionsOf}
          />
          <AccountSection
            title="Loans"
            total={formatMoney(values(accounts.loans))}
            empty="No loans yet."
            rows={accounts.loans.map((loan) =>
              balanceRow(loan, {
                kind: "loan",
                banks,
                manualDetail: `Manual · ${loan.lender}`,
                edit: { kind: "loan", account: loan },
                liabilities: true,
              }),
            )}
            onEdit={openEdit}
            onRemove={openRemove}
            onTransactions={setTransactionsOf}
          />
          <AccountSection
            title="Credit scores"
            empty="No credit scores yet."
            rows={accounts.creditScores.map((score) => ({
              key: score.id,
              name: score.name,
              detail: "Manual",
              amount: String(score.value),
              institution: null,
              syncFailed: false,
              edit: { kind: "creditScore", account: score },
              remove: { kind: "creditScore", id: score.id, name: score.name },
            }))}
            onEdit={openEdit}
            onRemove={openRemove}
            onTransactions={setTransactionsOf}
          />
          <AccountSection
            title="Incomes"
            total={`${formatMoney(sum(accounts.incomes.map((i) => i.gross)))} a year`}
            empty="No incomes yet."
            rows={accounts.incomes.map((income) => ({
              key: income.id,
              name: income.name,
              detail: "Yearly gross",
              amount: formatMoney(income.gross),
              institution: null,
              syncFailed: false,
              edit: { kind: "income", account: income },
              remove: { kind: "income", id: income.id, name: income.name },
            }))}
            onEdit={openEdit}
            onRemove={openRemove}
            onTransactions={setTransactionsOf}
          />
          {banks.length > 0 && (
            <LinkedBanks
              banks={banks}
              onRemove={(bank, headingId) =>
                setRemoval({ target: { kind: "institution", id: bank.id, name: bank.name, accountNames: bank.accountNames }, headingId })
              }
              onChanged={refresh}
            />
          )}
        </div>
      )}

      <RemoveAccountDialog
        target={removal?.target ?? null}
        onClose={() => setRemoval(null)}
        onDone={(target) => {
          if (removal) focusAfterRemoval(target.id, removal.headingId);
          refresh();
        }}
      />
      {transactionsUsed ? (
        <ManualTransactionsDialog account={transactionsOf} onClose={() => setTransactionsOf(null)} />
      ) : null}
      {modalUsed ? (
        <AddAccountModal
          open={modal.open}
          existing={modal.existing}
          onOpenChange={(open) => setModalState((current) => ({ ...current, open }))}
          onSaved={refresh}
        />
      ) : null}
    </div>
  );
}

function NetWorth({ assets, debts }: { assets: number; debts: number }) {
  return (
    <Card as="section" aria-labelledby="net-worth-heading" className="flex flex-wrap items-baseline justify-between gap-2">
      <h2 id="net-worth-heading" className="text-lg font-semibold text-ink">
        Net worth
      </h2>
      <p className="text-2xl font-semibold text-ink" data-testid="net-worth">
        {formatMoney(assets - debts)}
      </p>
    </Card>
  );
}

function AccountSection({
  title,
  total,
  empty,
  rows,
  onEdit,
  onRemove,
  onTransactions,
}: {
  title: string;
  total?: string;
  empty: string;
  rows: Row[];
  onEdit: (existing: ExistingAccount) => void;
  onRemove: (headingId: string) => (target: RemovalTarget) => void;
  onTransactions?: (account: { id: string; name: string }) => void;
}) {
  const headingId = headingIdOf(title);
  return (
    <Card as="section" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <SectionHeading id={headingId}>{title}</SectionHeading>
        {total !== undefined && (
          <p className="font-semibold text-ink">
            <span className="sr-only">{title} total: </span>
            {total}
          </p>
        )}
      </div>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-border">
          {rows.map((row) => (
            <li key={row.key} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-ink">{row.name}</p>
                <p className="text-sm text-muted">{row.detail}</p>
                {row.syncFailed && row.institution && (
                  <p className="mt-1 text-sm text-danger-700">{syncFailedText(row.institution.name)}</p>
                )}
              </div>
              <div className="flex items-center gap-3">
                <p className="font-semibold tabular-nums text-ink">{row.amount}</p>
                {row.transactions && onTransactions && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Add transaction to ${row.name}`}
                    onClick={() => onTransactions(row.transactions!)}
                  >
                    Add transaction
                  </Button>
                )}
                {row.edit && (
                  <Button variant="ghost" size="sm" aria-label={`Edit ${row.name}`} onClick={() => onEdit(row.edit!)}>
                    Edit
                  </Button>
                )}
                <RemoveButton name={row.name} onClick={() => onRemove(headingId)(row.remove)} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
