"use client";

import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useMemo, useRef, useState } from "react";
import { useClient, useMutation, useQuery } from "urql";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { TextInput } from "@/components/ui/text-input";
import { useToast } from "@/components/ui/toast";
import { formatCents, toCents } from "@/lib/transactions/split-arithmetic";
import type { TransactionFilter } from "@/lib/transactions/transaction-filter";
import { filterFromSearchParams, filterToSearchParams } from "@/lib/transactions/transaction-filter-url";
import { BulkBar } from "./bulk-bar";
import { hasFilters, TransactionFilters, type AccountOption } from "./transaction-filters";
import {
  BULK_UPDATE_TRANSACTIONS,
  CREATE_CATEGORY_RULE,
  SPLIT_TRANSACTION,
  TRANSACTION_CHOICES,
  TRANSACTION_TOTALS,
  TRANSACTIONS,
  UNSPLIT_TRANSACTION,
  UPDATE_TRANSACTION,
  type RuleSuggestion,
  type TransactionRow,
} from "./transaction-operations";
import { TransactionRowItem, type RowChanges } from "./transaction-row";

const PAGE_SIZE = 50;
const LOAD_FAILED = "We could not load your transactions. Please try reloading the page.";
const SAVE_FAILED = "We could not save that. Please try again.";

/** A loaded list, with the filter (its URL query) it was loaded for. */
type PageResult = { nodes: TransactionRow[]; endCursor?: string | null; hasNextPage: boolean };
type ListState = { key: string | null; nodes: TransactionRow[]; endCursor: string | null; hasNextPage: boolean; failed: boolean };

const dayHeading = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** Rows grouped by day, newest first (the list's order), with each day's heading. */
function byDay(nodes: TransactionRow[]): Array<{ day: string; rows: TransactionRow[] }> {
  const groups: Array<{ day: string; rows: TransactionRow[] }> = [];
  for (const node of nodes) {
    const last = groups.at(-1);
    if (last?.day === node.date) last.rows.push(node);
    else groups.push({ day: node.date, rows: [node] });
  }
  return groups;
}

function accountOptions(accounts: { assets: Account[]; creditCards: Account[]; loans: Account[] } | undefined): AccountOption[] {
  if (!accounts) return [];
  return [...accounts.assets, ...accounts.creditCards, ...accounts.loans].map((account) => ({
    id: account.id,
    label: `${account.nickname || account.name}${account.mask ? ` ·${account.mask}` : ""}`,
  }));
}
type Account = { id: string; name: string; nickname: string | null; mask: string | null };

/** The filter as the API takes it: amounts and enums as they are, absent fields left out. */
function apiFilter(filter: TransactionFilter) {
  return { ...filter };
}

/**
 * /transactions: search, filters and the 'Needs review' tab kept in the URL (so /spend and the budget can link to a
 * filtered list), the list grouped by day with cursor pages, inline edits (category, notes, excluded, splits), the
 * rule prompt after a category change, bulk changes and the CSV export of the current filter.
 */
export function TransactionsPage() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const filter = useMemo(() => filterFromSearchParams(new URLSearchParams(searchParams.toString())), [searchParams]);
  const filterKey = filterToSearchParams(filter).toString();
  const client = useClient();
  const { toast } = useToast();

  const [{ data: choices }] = useQuery({ query: TRANSACTION_CHOICES });
  const categories = choices?.budgetCategories ?? [];
  const accounts = useMemo(() => accountOptions(choices?.financialAccounts), [choices]);
  const totalsFilter = useMemo(() => apiFilter({ ...filter, needsReview: undefined }), [filter]);
  const [{ data: totalsData }, refetchTotals] = useQuery({ query: TRANSACTION_TOTALS, variables: { filter: totalsFilter } });
  const totals = totalsData?.transactionTotals;

  const [list, setList] = useState<ListState>({ key: null, nodes: [], endCursor: null, hasNextPage: false, failed: false });
  const [loadingMore, setLoadingMore] = useState(false);
  // Selection and the open editor belong to one filter's list: another filter starts with none.
  const [selection, setSelection] = useState<{ key: string; ids: Set<string> }>({ key: filterKey, ids: new Set() });
  const selected = selection.key === filterKey ? selection.ids : new Set<string>();
  const setSelected = (update: Set<string> | ((current: Set<string>) => Set<string>)) =>
    setSelection((current) => {
      const base = current.key === filterKey ? current.ids : new Set<string>();
      return { key: filterKey, ids: typeof update === "function" ? update(base) : update };
    });
  const [editingState, setEditingState] = useState<{ key: string; id: string | null }>({ key: filterKey, id: null });
  const editing = editingState.key === filterKey ? editingState.id : null;
  const setEditing = (id: string | null) => setEditingState({ key: filterKey, id });
  const [suggestion, setSuggestion] = useState<{ transactionId: string; suggestion: RuleSuggestion } | null>(null);
  const loadId = useRef(0);

  const fetchPage = (key: string, after: string | null) =>
    client
      .query(
        TRANSACTIONS,
        { filter: apiFilter(filterFromSearchParams(new URLSearchParams(key))), first: PAGE_SIZE, after },
        { requestPolicy: "network-only" },
      )
      .toPromise();

  const showPage = (key: string, after: string | null, page: PageResult | undefined) => {
    setLoadingMore(false);
    setList((current) =>
      page
        ? {
            key,
            nodes: after ? [...current.nodes, ...page.nodes] : page.nodes,
            endCursor: page.endCursor ?? null,
            hasNextPage: page.hasNextPage,
            failed: false,
          }
        : { ...current, key, failed: true },
    );
  };

  const load = async (after: string | null) => {
    const id = ++loadId.current;
    const result = await fetchPage(filterKey, after);
    if (id === loadId.current) showPage(filterKey, after, result.data?.transactions);
  };

  useEffect(() => {
    const id = ++loadId.current;
    fetchPage(filterKey, null).then((result) => {
      if (id === loadId.current) showPage(filterKey, null, result.data?.transactions);
    });
    // A new filter (its URL query) loads its first page; the helpers are new functions every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, filterKey]);

  const reload = () => {
    void load(null);
    refetchTotals({ requestPolicy: "network-only" });
  };

  const setFilter = (patch: Partial<TransactionFilter>) => {
    const next = filterToSearchParams({ ...filter, ...patch }).toString();
    router.replace(next ? `${pathname}?${next}` : pathname, { scroll: false });
  };

  const [, updateTransaction] = useMutation(UPDATE_TRANSACTION);
  const [, createCategoryRule] = useMutation(CREATE_CATEGORY_RULE);
  const [, bulkUpdate] = useMutation(BULK_UPDATE_TRANSACTIONS);
  const [, splitTransaction] = useMutation(SPLIT_TRANSACTION);
  const [, unsplitTransaction] = useMutation(UNSPLIT_TRANSACTION);

  const replaceRow = (row: TransactionRow) =>
    setList((current) => ({ ...current, nodes: current.nodes.map((node) => (node.id === row.id ? row : node)) }));

  async function saveRow(row: TransactionRow, changes: RowChanges): Promise<string | null> {
    const result = await updateTransaction({ id: row.id, changes });
    const payload = result.data?.updateTransaction;
    if (!payload) return SAVE_FAILED;
    if (payload.error) return payload.error;
    if (payload.transaction) replaceRow(payload.transaction);
    setSuggestion(payload.ruleSuggestion ? { transactionId: row.id, suggestion: payload.ruleSuggestion } : null);
    refetchTotals({ requestPolicy: "network-only" });
    return null;
  }

  async function acceptRule(row: TransactionRow, rule: RuleSuggestion, applyToPast: boolean) {
    const result = await createCategoryRule({ transactionId: row.id, budgetCategoryId: rule.budgetCategory.id, applyToPast });
    const payload = result.data?.createCategoryRule;
    setSuggestion(null);
    if (!payload || payload.error) {
      toast({ message: payload?.error ?? SAVE_FAILED, theme: "error" });
      return;
    }
    const moved = payload.updatedCount;
    toast({
      theme: "success",
      message: `${rule.merchantName} will always go in ${rule.budgetCategory.name}.${moved > 0 ? ` ${moved} past ${moved === 1 ? "transaction" : "transactions"} moved.` : ""}`,
    });
    if (moved > 0) reload();
  }

  async function bulk(changes: { budgetCategoryId?: string; excluded?: boolean; reviewed?: boolean }, done: string) {
    const ids = [...selected];
    const result = await bulkUpdate({ ids, changes });
    const payload = result.data?.bulkUpdateTransactions;
    if (!payload || payload.error) {
      toast({ message: payload?.error ?? SAVE_FAILED, theme: "error" });
      return;
    }
    toast({ theme: "success", message: `${payload.updatedCount} ${payload.updatedCount === 1 ? "transaction" : "transactions"} ${done}.` });
    setSelected(new Set());
    reload();
  }

  const current = list.key === filterKey;
  const nodes = current ? list.nodes : [];
  const loading = !current || loadingMore;
  const review = filter.needsReview === true;
  const groups = byDay(nodes);
  const exportHref = `/api/transactions/export?${filterToSearchParams({ ...filter, needsReview: filter.needsReview })}`;
  const allSelected = nodes.length > 0 && nodes.every((node) => selected.has(node.id));

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-semibold tracking-tight text-ink">Transactions</h1>
        <div className="flex flex-wrap items-center gap-4">
          <Link href="/transactions/rules" className="text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
            Manage rules
          </Link>
          <a href={exportHref} download className="text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
            Export CSV
          </a>
        </div>
      </div>

      <nav aria-label="Transaction lists" className="mt-6 flex gap-1 border-b border-border">
        <TabLink current={!review} href={`${pathname}?${filterToSearchParams({ ...filter, needsReview: undefined })}`}>
          All
        </TabLink>
        <TabLink current={review} href={`${pathname}?${filterToSearchParams({ ...filter, needsReview: true })}`}>
          Needs review{totals ? ` (${totals.needsReviewCount})` : ""}
        </TabLink>
      </nav>

      <div className="mt-4 grid gap-3">
        <SearchBox key={filter.q ?? ""} value={filter.q ?? ""} onSearch={(q) => setFilter({ q: q || undefined })} />
        <TransactionFilters filter={filter} accounts={accounts} categories={categories} onChange={setFilter} />
        {hasFilters(filter) && (
          <p className="text-sm">
            <Link href={review ? `${pathname}?tab=review` : pathname} className="font-semibold text-brand-700 underline underline-offset-4">
              Clear filters
            </Link>
          </p>
        )}
        {totals && (
          <p className="text-sm text-muted" aria-live="polite">
            {totals.count} {totals.count === 1 ? "transaction" : "transactions"} · {formatCents(toCents(totals.moneyOut) ?? 0)} out ·{" "}
            {formatCents(toCents(totals.moneyIn) ?? 0)} in
          </p>
        )}
      </div>

      {selected.size > 0 && (
        <BulkBar
          count={selected.size}
          categories={categories}
          onCategorise={(budgetCategoryId) => bulk({ budgetCategoryId }, "categorised")}
          onExclude={(excluded) => bulk({ excluded }, excluded ? "excluded" : "included")}
          onReviewed={() => bulk({ reviewed: true }, "marked reviewed")}
          onClear={() => setSelected(new Set())}
        />
      )}

      <div className="mt-6">
        {current && list.failed && (
          <p role="alert" className="rounded-md bg-danger-50 px-4 py-3 text-sm text-danger-700">
            {LOAD_FAILED}
          </p>
        )}
        {!list.failed && loading && nodes.length === 0 && (
          <p className="flex items-center gap-2 text-muted" role="status">
            <Spinner /> Loading your transactions…
          </p>
        )}
        {current && !list.failed && nodes.length === 0 && (
          <EmptyState review={review} filtered={hasFilters(filter)} />
        )}
        {nodes.length > 0 && (
          <>
            <label className="mb-2 flex min-h-11 items-center gap-3 px-3 text-sm text-muted">
              <input
                type="checkbox"
                checked={allSelected}
                onChange={(event) => setSelected(event.target.checked ? new Set(nodes.map((node) => node.id)) : new Set())}
                className="size-5 cursor-pointer accent-brand-700"
              />
              Select all {nodes.length} shown
            </label>
            <div className="grid gap-4">
              {groups.map((group) => (
                <section key={group.day} aria-labelledby={`day-${group.day}`} className="overflow-hidden rounded-md border border-border bg-surface">
                  <h2 id={`day-${group.day}`} className="bg-canvas px-4 py-2 text-sm font-semibold text-ink">
                    {dayHeading.format(new Date(`${group.day}T00:00:00Z`))}
                  </h2>
                  <ul>
                    {group.rows.map((row) => (
                      <TransactionRowItem
                        key={row.id}
                        transaction={row}
                        categories={categories}
                        selected={selected.has(row.id)}
                        onSelect={(on) =>
                          setSelected((current) => {
                            const next = new Set(current);
                            if (on) next.add(row.id);
                            else next.delete(row.id);
                            return next;
                          })
                        }
                        editing={editing === row.id}
                        onEdit={(open) => setEditing(open ? row.id : null)}
                        onSave={(changes) => saveRow(row, changes)}
                        onSplit={async (parts) => {
                          const result = await splitTransaction({ id: row.id, parts });
                          const payload = result.data?.splitTransaction;
                          if (!payload) return SAVE_FAILED;
                          if (payload.error) return payload.error;
                          if (payload.transaction) replaceRow(payload.transaction);
                          setEditing(null);
                          toast({ theme: "success", message: `Split into ${parts.length} parts.` });
                          return null;
                        }}
                        onUnsplit={async () => {
                          const result = await unsplitTransaction({ id: row.id });
                          const payload = result.data?.unsplitTransaction;
                          if (payload?.transaction) replaceRow(payload.transaction);
                          else toast({ theme: "error", message: payload?.error ?? SAVE_FAILED });
                          setEditing(null);
                        }}
                        suggestion={suggestion?.transactionId === row.id ? suggestion.suggestion : null}
                        onAcceptRule={(applyToPast) => acceptRule(row, suggestion!.suggestion, applyToPast)}
                        onDismissRule={() => setSuggestion(null)}
                      />
                    ))}
                  </ul>
                </section>
              ))}
            </div>
            {list.hasNextPage && (
              <div className="mt-6 flex justify-center">
                <Button
                  variant="secondary"
                  loading={loadingMore}
                  onClick={() => {
                    setLoadingMore(true);
                    void load(list.endCursor);
                  }}
                >
                  Load more
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}

function TabLink({ current, href, children }: { current: boolean; href: string; children: React.ReactNode }) {
  return (
    <Link
      href={href}
      aria-current={current ? "page" : undefined}
      scroll={false}
      className={
        current
          ? "-mb-px border-b-2 border-brand-700 px-4 py-3 text-sm font-semibold text-brand-700"
          : "-mb-px border-b-2 border-transparent px-4 py-3 text-sm font-medium text-muted hover:text-ink"
      }
    >
      {children}
    </Link>
  );
}

function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  // The page remounts this box (key) when the URL's search changes from elsewhere.
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), 350);
    return () => clearTimeout(timer);
    // Only typing starts a search; onSearch is a new function every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor="transaction-search" className="sr-only">
        Search transactions
      </label>
      <TextInput
        id="transaction-search"
        type="search"
        placeholder="Search merchant, description or notes"
        maxLength={100}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}

function EmptyState({ review, filtered }: { review: boolean; filtered: boolean }) {
  const text = filtered
    ? "No transactions match these filters. Try widening the dates or clearing a filter."
    : review
      ? "Nothing to review. Transactions we are unsure how to categorise appear here."
      : "No transactions yet. Link a bank or add a manual account on the Accounts page and they will appear here.";
  return <p className="rounded-md border border-dashed border-border bg-surface px-4 py-8 text-center text-sm text-muted">{text}</p>;
}
