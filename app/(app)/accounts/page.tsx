import type { Metadata } from "next";
import { AccountsPage } from "@/components/accounts/accounts-page";

export const metadata: Metadata = { title: "Accounts" };

/** Linked and manual accounts (001 §2); the lists load in the browser so saves and links refresh them in place. */
export default function Page() {
  return <AccountsPage />;
}
