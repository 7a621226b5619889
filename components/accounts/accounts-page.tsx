"use client";

import { useCallback, useState } from "react";
import { useQuery } from "urql";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { formatMoney } from "@/lib/format/format-money";
import {
  ACCOUNT_LIST_TYPENAMES,
  FINANCIAL_ACCOUNTS,
  type ExistingAccount,
  type BalanceAccount,
  type FinancialAccountsData,
  type InstitutionItem,
} from "./account-operations";
import { AddAccountModal } from "./add-account-modal";

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
};

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function linkedDetail(institution: InstitutionItem, mask: string | null): string {
  return mask ? `${institution.name} ••${mask}` : institution.name;
}

const values = (accounts: { value: number }[]) => sum(accounts.map((account) => account.value));

/**
 * An asset, card or loan as a row: a linked one names its bank (and last four digits) and is not editable; cards and
 * loans also flag a failed liabilities sync.
 */
function balanceRow(
  account: BalanceAccount,
  { manualDetail, edit, liabilities = false }: { manualDetail: string; edit: ExistingAccount; liabilities?: boolean },
): Row {
  const institution = account.institutionItem;
  return {
    key: account.id,
    name: account.nickname ?? account.name,
    detail: institution ? linkedDetail(institution, account.mask) : manualDetail,
    amount: formatMoney(account.value),
    institution,
    syncFailed: Boolean(institution?.isLatestSyncFailed || (liabilities && institution?.isLatestLiabilitiesSyncFailed)),
    edit: account.provider === "MANUAL" ? edit : null,
  };
}

/** /accounts: linked and manual accounts by kind, with totals, and the add-account modal (001 §2). */
export function AccountsPage() {
  const [{ data, fetching, error }, refetch] = useQuery<FinancialAccountsData>({
    query: FINANCIAL_ACCOUNTS,
    context: QUERY_CONTEXT,
  });
  const [modal, setModal] = useState<{ open: boolean; existing: ExistingAccount | null }>({ open: false, existing: null });
  const refresh = useCallback(() => refetch({ requestPolicy: "network-only" }), [refetch]);

  const accounts = data?.financialAccounts;
  const openEdit = (existing: ExistingAccount) => setModal({ open: true, existing });

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-semibold tracking-tight text-ink">Accounts</h1>
        <Button onClick={() => setModal({ open: true, existing: null })}>Add an account</Button>
      </div>

      {!accounts && fetching && (
        <p className="mt-8 flex items-center gap-2 text-muted" role="status">
          <Spinner /> Loading your accounts…
        </p>
      )}
      {!accounts && error && !fetching && (
        <p role="alert" className="mt-8 rounded-md bg-danger-50 px-4 py-3 text-sm text-danger-700">
          {LOAD_FAILED}
        </p>
      )}

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
                manualDetail: asset.subtype ? `Manual · ${asset.subtype}` : "Manual",
                edit: { kind: "asset", account: asset },
              }),
            )}
            onEdit={openEdit}
          />
          <AccountSection
            title="Credit cards"
            total={formatMoney(values(accounts.creditCards))}
            empty="No credit cards yet."
            rows={accounts.creditCards.map((card) =>
              balanceRow(card, {
                manualDetail: card.cardLimit === null ? "Manual" : `Manual · limit ${formatMoney(card.cardLimit)}`,
                edit: { kind: "creditCard", account: card },
                liabilities: true,
              }),
            )}
            onEdit={openEdit}
          />
          <AccountSection
            title="Loans"
            total={formatMoney(values(accounts.loans))}
            empty="No loans yet."
            rows={accounts.loans.map((loan) =>
              balanceRow(loan, {
                manualDetail: `Manual · ${loan.lender}`,
                edit: { kind: "loan", account: loan },
                liabilities: true,
              }),
            )}
            onEdit={openEdit}
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
            }))}
            onEdit={openEdit}
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
            }))}
            onEdit={openEdit}
          />
        </div>
      )}

      <AddAccountModal
        open={modal.open}
        existing={modal.existing}
        onOpenChange={(open) => setModal((current) => ({ ...current, open }))}
        onSaved={refresh}
      />
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
}: {
  title: string;
  total?: string;
  empty: string;
  rows: Row[];
  onEdit: (existing: ExistingAccount) => void;
}) {
  const headingId = `accounts-${title.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {title}
        </h2>
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
                {row.edit && (
                  <Button variant="ghost" size="sm" aria-label={`Edit ${row.name}`} onClick={() => onEdit(row.edit!)}>
                    Edit
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
