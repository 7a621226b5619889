import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { can } from "@/lib/authz/permissions";
import { getCustomerSummary } from "@/lib/customers/get-customer-summary";
import { isAppError } from "@/lib/errors";

export const metadata: Metadata = { title: "Customer", robots: { index: false } };

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "2-digit", day: "2-digit", year: "numeric" });

/** Staff customer page (spec 000 §2.2). Where coach mode returns to on exit. */
export default async function CustomerPage({ params }: { params: Promise<{ id: string }> }) {
  const viewer = await getPageViewer();
  if (!can(viewer, "customers:read")) notFound();
  const { id } = await params;
  const customer = await getCustomerSummary({ viewer, userId: id }).catch((error: unknown) => {
    if (isAppError(error) && error.code === "NOT_FOUND") notFound();
    throw error;
  });
  const name = `${customer.firstName} ${customer.lastName}`.trim() || customer.email;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <p className="text-sm font-medium text-muted">Customer</p>
      <h1 className="mt-1 text-3xl font-semibold tracking-tight text-ink">{name}</h1>
      <dl className="mt-6 grid gap-4 rounded-xl border border-border bg-surface p-6 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">Email</dt>
          <dd className="font-medium text-ink">{customer.email}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Joined</dt>
          <dd className="font-medium text-ink">{dateFormat.format(customer.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Email verified</dt>
          <dd className="font-medium text-ink">{customer.isEmailVerified ? "Yes" : "No"}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Status</dt>
          <dd className="font-medium text-ink">{customer.isDeactivated ? "Deactivated" : "Active"}</dd>
        </div>
      </dl>
      <h2 className="mt-8 text-xl font-semibold text-ink">Plans</h2>
      {customer.plans.length === 0 ? (
        <p className="mt-2 text-muted">No Plan</p>
      ) : (
        <ul className="mt-2 divide-y divide-border rounded-xl border border-border bg-surface">
          {customer.plans.map((plan) => (
            <li key={`${plan.id}-${plan.role}`} className="flex justify-between px-6 py-3">
              <span className="font-medium text-ink">{plan.name}</span>
              <span className="text-muted">{plan.role}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
