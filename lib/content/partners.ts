import type { Illustration } from "./landing";

// Partner landing pages (spec 002 §2 "Partner landing page", §3 "partner page config", §9 "Partner discounts").
// One entry per partner; /partners/{partner}, /sign-up/{partner}, the sitemap and the partners index all read this.
// Discount codes are company-specific (spec 002 §9): each partner's clients quote theirs when they sign up.

export const partnerSlugs = [
  "schools",
  "lifemart",
  "trinet",
  "onedigital",
  "acrisure",
  "assurance",
  "mutualcapitalpartners",
  "kipp",
  "teach-for-america",
  "hcc",
] as const;

export type PartnerSlug = (typeof partnerSlugs)[number];

export type Partner = {
  slug: PartnerSlug;
  /** The partner's name as people write it. */
  name: string;
  logo: Illustration;
  /** Optional strip of logos under the hero (e.g. the networks a partner serves). */
  logoBar?: readonly Illustration[];
  title: string;
  subtitle: string;
  /** What the partner's clients get; absent when there is no discount (acrisure, trinet). */
  discountText?: string;
  discountCode?: string;
  ctaText: string;
  ctaUrl: string;
  heroImage: Illustration;
  /** Heading over the platform explorer on this partner's page. */
  platformCardTitle: string;
  /** Search-result description for the page. */
  seoDescription: string;
};

// Placeholder wordmarks (the name set in system-ui on a neutral tile) until each partner sends its logo artwork and
// permission to use it; swap the file under public/images/partners/ and keep the size.
const wordmark = (slug: PartnerSlug, name: string): Illustration => ({
  src: `/images/partners/${slug}.svg`,
  alt: `${name} logo`,
  width: 200,
  height: 56,
});

const heroImage: Illustration = {
  src: "/images/hero-illustration.svg",
  alt: "The Mariner app on a phone, showing a financial health score, a spending chart and a completed goal.",
  width: 480,
  height: 400,
};

function partner(entry: Omit<Partner, "logo" | "heroImage" | "ctaUrl"> & Partial<Pick<Partner, "ctaUrl">>): Partner {
  return {
    logo: wordmark(entry.slug, entry.name),
    heroImage,
    ctaUrl: "/get-started",
    ...entry,
  };
}

export const partners: readonly Partner[] = [
  partner({
    slug: "schools",
    name: "Schools",
    title: "Financial wellness for the people who teach",
    subtitle: "For districts, charter networks and independent schools",
    discountText: "Schools save 15% on either plan.",
    discountCode: "SCHOOLS15",
    ctaText: "Request a Demo",
    platformCardTitle: "Built for educators' paychecks and schedules",
    seoDescription:
      "A financial wellness benefit for teachers and school staff: budgeting, goals, education and licensed coaches. " +
      "Schools save 15% on either plan.",
  }),
  partner({
    slug: "lifemart",
    name: "LifeMart",
    title: "Mariner, now on LifeMart",
    subtitle: "Exclusive savings for LifeMart members",
    discountText: "LifeMart members get up to 22% savings.",
    discountCode: "LIFEMART22",
    ctaText: "Sign up with LifeMart",
    ctaUrl: "/sign-up/lifemart",
    platformCardTitle: "Everything you need to get on top of money",
    seoDescription:
      "LifeMart members get up to 22% savings on Mariner: budgeting, goals, money lessons and a financial health " +
      "summary in one app.",
  }),
  partner({
    slug: "trinet",
    name: "TriNet",
    title: "Add financial wellness to your TriNet benefits",
    subtitle: "For TriNet customers",
    ctaText: "Request a Demo",
    platformCardTitle: "One more reason your people stay",
    seoDescription:
      "TriNet customers can add Mariner financial wellness to their benefits: education, budgeting, goals and " +
      "1-on-1 coaching for every employee.",
  }),
  partner({
    slug: "onedigital",
    name: "OneDigital",
    title: "Financial wellness for OneDigital clients",
    subtitle: "Recommended by your OneDigital advisor",
    discountText: "OneDigital clients save 20% on either plan.",
    discountCode: "ONEDIGITAL20",
    ctaText: "Request a Demo",
    platformCardTitle: "Tools your employees will open more than once",
    seoDescription:
      "OneDigital clients save 20% on Mariner financial wellness: personalized education, budgeting, goals and " +
      "licensed coaches for every employee.",
  }),
  partner({
    slug: "acrisure",
    name: "Acrisure",
    title: "Financial wellness for Acrisure clients",
    subtitle: "Offered through your Acrisure advisor",
    ctaText: "Request a Demo",
    platformCardTitle: "A benefit that helps every day, not only at enrollment",
    seoDescription:
      "Acrisure clients can offer Mariner financial wellness: education, budgeting, goals, a financial health " +
      "summary and optional 1-on-1 coaching.",
  }),
  partner({
    slug: "assurance",
    name: "Assurance",
    title: "Financial wellness for Assurance clients",
    subtitle: "Brought to you with Assurance",
    discountText: "Assurance clients save 20% on either plan.",
    discountCode: "ASSURANCE20",
    ctaText: "Request a Demo",
    platformCardTitle: "Help your people plan for what comes next",
    seoDescription:
      "Assurance clients save 20% on Mariner financial wellness: personalized education, budgeting, goals and " +
      "licensed coaches.",
  }),
  partner({
    slug: "mutualcapitalpartners",
    name: "Mutual Capital Partners",
    title: "Financial wellness for Mutual Capital Partners clients",
    subtitle: "Recommended by Mutual Capital Partners",
    discountText: "Mutual Capital Partners clients save 20% on either plan.",
    discountCode: "MCP20",
    ctaText: "Request a Demo",
    platformCardTitle: "Guidance that fits each employee's life",
    seoDescription:
      "Mutual Capital Partners clients save 20% on Mariner financial wellness for their employees: education, " +
      "budgeting, goals and coaching.",
  }),
  partner({
    slug: "kipp",
    name: "KIPP",
    title: "Financial wellness for KIPP teams",
    subtitle: "For KIPP schools and regional teams",
    discountText: "KIPP regions save 10% on either plan.",
    discountCode: "KIPP10",
    ctaText: "Request a Demo",
    platformCardTitle: "Support for the people who support students",
    seoDescription:
      "KIPP regions save 10% on Mariner financial wellness for teachers and staff: budgeting, goals, education and " +
      "licensed coaches.",
  }),
  partner({
    slug: "teach-for-america",
    name: "Teach For America",
    title: "Financial wellness for Teach For America",
    subtitle: "For corps members, alumni and staff",
    discountText: "Teach For America partners get discounted pricing.",
    discountCode: "TFA",
    ctaText: "Request a Demo",
    platformCardTitle: "Money confidence from the first paycheck",
    seoDescription:
      "Discounted pricing on Mariner financial wellness for the Teach For America community: budgeting, goals, " +
      "money lessons and licensed coaches.",
  }),
  partner({
    slug: "hcc",
    name: "HCC",
    title: "Financial wellness for HCC members",
    subtitle: "A benefit for HCC member organizations",
    discountText: "HCC members save 20% on either plan.",
    discountCode: "HCC20",
    ctaText: "Request a Demo",
    platformCardTitle: "A simple way to care for your team",
    seoDescription:
      "HCC members save 20% on Mariner financial wellness: personalized education, budgeting, goals and 1-on-1 " +
      "coaching for every employee.",
  }),
];

/** The partner for a route parameter, matched case-insensitively (spec 002 §2); undefined when there is none. */
export function findPartner(slug: string | null | undefined): Partner | undefined {
  if (!slug) return undefined;
  const normalized = safeDecode(slug).trim().toLowerCase();
  return partners.find((candidate) => candidate.slug === normalized);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
