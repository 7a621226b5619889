import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PartnerLanding } from "@/components/public/partners/partner-landing";
import { findPartner, partnerSlugs } from "@/lib/content/partners";
import { pageMetadata } from "@/lib/seo/page-metadata";

type Props = { params: Promise<{ partner: string }> };

// Every partner is prerendered. dynamicParams stays on so any other value reaches findPartner, which matches case-
// insensitively, and an unknown partner gets notFound().
export function generateStaticParams(): { partner: string }[] {
  return partnerSlugs.map((partner) => ({ partner }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const partner = findPartner((await params).partner);
  return partner ? pageMetadata(`/partners/${partner.slug}`) : {};
}

/** /partners/{partner}: one partner's landing page; slugs match case-insensitively, unknown partners are a 404. */
export default async function PartnerPage({ params }: Props) {
  const partner = findPartner((await params).partner);
  if (!partner) notFound();
  return <PartnerLanding partner={partner} />;
}
