import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PartnerLanding } from "@/components/public/partners/partner-landing";
import { findPartner, partnerSlugs } from "@/lib/content/partners";
import { pageMetadata } from "@/lib/seo/page-metadata";

type Props = { params: Promise<{ partner: string }> };

// Only the prerendered pages exist: proxy.ts sends other spellings to the lower-case one first, and any other
// value is a 404 without rendering anything on demand (nothing for a crawler to fill a cache with).
export const dynamicParams = false;

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
