// Partners whose members sign up at /sign-up/{partner} (spec 000 §2.2). Slugs are matched case-insensitively; the
// slug is what the audit log remembers.

const PARTNER_NAMES: Record<string, string> = {
  schools: "Schools",
  lifemart: "LifeMart",
  trinet: "TriNet",
  onedigital: "OneDigital",
  acrisure: "Acrisure",
  assurance: "Assurance",
  mutualcapitalpartners: "Mutual Capital Partners",
  kipp: "KIPP",
  "teach-for-america": "Teach For America",
  hcc: "HCC",
};

export type SignUpPartner = { slug: string; name: string };

export const SIGN_UP_PARTNER_SLUGS = Object.keys(PARTNER_NAMES);

export function findSignUpPartner(slug: string | null | undefined): SignUpPartner | null {
  if (!slug) return null;
  const normalized = slug.trim().toLowerCase();
  const name = Object.hasOwn(PARTNER_NAMES, normalized) ? PARTNER_NAMES[normalized] : undefined;
  return name ? { slug: normalized, name } : null;
}
