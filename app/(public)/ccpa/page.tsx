import type { Metadata } from "next";
import { LegalDocument } from "@/components/public/legal/legal-document";
import { californiaPrivacyNotice } from "@/lib/content/legal/california-privacy-notice";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata("/ccpa");

/** The California Privacy Policy Notice (spec 002 §2): static legal text. */
export default function CaliforniaPrivacyNoticePage() {
  return <LegalDocument content={californiaPrivacyNotice} />;
}
