import type { Metadata } from "next";
import { Suspense } from "react";
import { TransactionsPage } from "@/components/transactions/transactions-page";

export const metadata: Metadata = { title: "Transactions" };

/** The member's transactions (issue 12): the list loads in the browser, its filter kept in the URL. */
export default function Page() {
  return (
    <Suspense>
      <TransactionsPage />
    </Suspense>
  );
}
