import type { Metadata } from "next";
import { LegalDocument } from "@/components/public/legal/legal-document";
import { privacyPolicy } from "@/lib/content/legal/privacy-policy";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata("/privacy");

/** The Privacy Policy (spec 002 §2): static legal text. */
export default function PrivacyPage() {
  return <LegalDocument content={privacyPolicy} />;
}
