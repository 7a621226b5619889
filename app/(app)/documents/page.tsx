import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DocumentsPage } from "@/components/identity-verification/documents-page";
import { getPageAuthenticationInfo } from "@/lib/users/get-page-authentication-info";

export const metadata: Metadata = { title: "Documents", robots: { index: false } };

/**
 * /documents (001 §2): eligible members only (the Invest rule, authenticationInfo.isInvestEligible); others get the
 * not-found page, as for a screen that does not exist. A coach sees the member's verification but cannot upload.
 */
export default async function Page() {
  const info = await getPageAuthenticationInfo();
  if (!info?.isInvestEligible) notFound();
  return <DocumentsPage readOnly={info.isCoachMode} />;
}
