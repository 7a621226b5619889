import type { Metadata } from "next";
import { CategoryRulesPage } from "@/components/transactions/category-rules-page";

export const metadata: Metadata = { title: "Rules" };

/** The member's category rules (reached from /transactions); signed-in only, as every page of the (app) group. */
export default function Page() {
  return <CategoryRulesPage />;
}
