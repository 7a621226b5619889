import { findPartner, partnerSlugs } from "@/lib/content/partners";

// Partners whose members sign up at /sign-up/{partner} (spec 000 §2.2): the partners of the public site, one list
// (lib/content/partners.ts). Slugs are matched case-insensitively; the slug is what the audit log remembers.

export type SignUpPartner = { slug: string; name: string };

export const SIGN_UP_PARTNER_SLUGS: readonly string[] = partnerSlugs;

export function findSignUpPartner(slug: string | null | undefined): SignUpPartner | null {
  const partner = findPartner(slug);
  return partner ? { slug: partner.slug, name: partner.name } : null;
}
