import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { personName, planLabel, stateLabel, staffDate, staffDateTime } from "@/components/staff/staff-format";
import { buttonClasses } from "@/components/ui/button";
import { TextInput } from "@/components/ui/text-input";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { can } from "@/lib/authz/permissions";
import { CUSTOMER_SEARCH_MAX_LENGTH, searchCustomers } from "@/lib/customers/search-customers";
import { listWaitingDeletionRequests } from "@/lib/your-data/list-waiting-deletion-requests";

export const metadata: Metadata = { title: "Customers", robots: { index: false } };

type SearchParams = Promise<{ q?: string | string[]; page?: string | string[] }>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/** Staff only (spec 001 §2, §6): find a customer, and the deletion requests waiting for staff. */
export default async function CustomersPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await getPageViewer();
  if (!can(viewer, "customers:read")) notFound();
  const params = await searchParams;
  const query = first(params.q).slice(0, CUSTOMER_SEARCH_MAX_LENGTH);
  const page = Number.parseInt(first(params.page), 10) || 1;
  const [results, waiting] = await Promise.all([
    searchCustomers({ viewer, query, page }),
    listWaitingDeletionRequests({ viewer }),
  ]);
  const pages = Math.max(1, Math.ceil(results.total / results.pageSize));
  const pageHref = (to: number) => `/customers?${new URLSearchParams({ ...(query ? { q: query } : {}), page: String(to) })}`;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <p className="text-sm font-medium text-muted">Admin</p>
      <h1 className="mt-1 text-3xl font-semibold tracking-tight text-ink">Customers</h1>

      <form role="search" action="/customers" className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="customer-search" className="block text-sm font-medium text-ink">
            Search customers
          </label>
          <p id="customer-search-hint" className="text-sm text-muted">
            Email, name, the last four digits of the phone number, or a plan name.
          </p>
          <TextInput
            id="customer-search"
            name="q"
            type="search"
            defaultValue={query}
            maxLength={CUSTOMER_SEARCH_MAX_LENGTH}
            aria-describedby="customer-search-hint"
            className="mt-1"
          />
        </div>
        <button type="submit" className={buttonClasses()}>
          Search
        </button>
      </form>

      <section aria-labelledby="results-heading" className="mt-8">
        <h2 id="results-heading" className="text-xl font-semibold text-ink">
          {query ? `Results for “${query}”` : "Newest customers"}
        </h2>
        <p className="mt-1 text-sm text-muted" aria-live="polite">
          {results.total === 1 ? "1 customer" : `${results.total.toLocaleString("en-US")} customers`}
          {pages > 1 ? `, page ${results.page} of ${pages}` : ""}. Times are UTC.
        </p>
        {results.customers.length === 0 ? (
          <p className="mt-4 text-muted">No results found.</p>
        ) : (
          <ul className="mt-3 divide-y divide-border rounded-xl border border-border bg-surface">
            {results.customers.map((customer) => (
              <li key={customer.id} className="grid gap-3 px-4 py-4 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
                <div className="min-w-0">
                  <Link href={`/customers/${encodeURIComponent(customer.id)}`} className="font-medium text-brand-700 underline">
                    {personName(customer)}
                  </Link>
                  <p className="break-all text-sm text-muted">{customer.email}</p>
                  <p className="text-sm text-muted">
                    {customer.phone ? `Phone ${customer.phone}` : "No phone"}
                    {customer.isDeactivated ? " · Deactivated" : ""}
                  </p>
                </div>
                <div className="min-w-0 text-sm">
                  <p className="font-medium text-ink">Plans</p>
                  <p className="text-muted">{customer.plans.length ? customer.plans.map(planLabel).join("; ") : "No Plan"}</p>
                </div>
                <div className="text-sm">
                  <p className="font-medium text-ink">Bank connections</p>
                  <p className="text-muted">
                    {customer.connections.linked === 0
                      ? "None linked"
                      : `${customer.connections.linked} linked`}
                    {customer.connections.needAttention > 0 ? (
                      <span className="block font-medium text-danger-700">
                        {customer.connections.needAttention} need{customer.connections.needAttention === 1 ? "s" : ""} attention
                      </span>
                    ) : null}
                  </p>
                  <p className="mt-2 font-medium text-ink">Investing</p>
                  <p className="text-muted">
                    {customer.investingAccounts.length === 0
                      ? "No accounts"
                      : customer.investingAccounts.map((account) => `${account.type}: ${stateLabel(account.state)}`).join("; ")}
                  </p>
                </div>
                <div className="text-sm">
                  <p className="font-medium text-ink">Last sign-in</p>
                  <p className="text-muted">{customer.lastSignInAt ? staffDateTime.format(customer.lastSignInAt) : "Never"}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
        {pages > 1 ? (
          <nav aria-label="Result pages" className="mt-4 flex justify-between">
            {results.page > 1 ? (
              <Link href={pageHref(results.page - 1)} className={buttonClasses({ variant: "secondary", size: "sm" })}>
                Previous page
              </Link>
            ) : (
              <span />
            )}
            {results.page < pages ? (
              <Link href={pageHref(results.page + 1)} className={buttonClasses({ variant: "secondary", size: "sm" })}>
                Next page
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>

      <section aria-labelledby="waiting-heading" className="mt-10">
        <h2 id="waiting-heading" className="text-xl font-semibold text-ink">
          Deletion requests waiting for staff
        </h2>
        <p className="mt-1 text-sm text-muted">
          Held back by a legal hold or an open investing account. Each must be answered by its due date.
        </p>
        {waiting.length === 0 ? (
          <p className="mt-3 text-muted">None waiting.</p>
        ) : (
          <ul className="mt-3 divide-y divide-border rounded-xl border border-border bg-surface">
            {waiting.map((request) => (
              <li key={request.id} className="px-4 py-4 sm:px-6">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <Link href={`/customers/${encodeURIComponent(request.userId)}#data-requests`} className="font-medium text-brand-700 underline">
                    {personName(request)}
                  </Link>
                  <p className="text-sm font-medium text-ink">Due {staffDate.format(request.dueAt)}</p>
                </div>
                <p className="break-all text-sm text-muted">
                  {request.email} · asked {staffDate.format(request.requestedAt)}
                </p>
                <p className="mt-1 text-sm text-ink">{request.waitingReason}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
