import type { CustomerPlan } from "@/lib/customers/customer-overview-parts";

// How staff pages write dates, plans and states. Times are UTC, as on the other staff pages.

export const staffDate = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
export const staffDateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

const capitalized = (word: string) => word.charAt(0) + word.slice(1).toLowerCase();

/** 'Acme (member, verified)' or 'Acme (admin, owner)'. */
export function planLabel(plan: CustomerPlan): string {
  return `${plan.planName} (${plan.role === "ADMIN" ? "admin" : "member"}, ${plan.status.toLowerCase()})`;
}

/** ACTION_REQUIRED → 'Action required'. */
export function stateLabel(state: string): string {
  return capitalized(state.replaceAll("_", " "));
}

export function personName(person: { email: string; firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim() || person.email;
}
