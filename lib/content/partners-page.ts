import { siteConfig } from "@/lib/site-config";

// Partners index copy (spec 002 §2 "Partners page") and the words every partner landing page shares. Each partner's
// own title, subtitle, discount and call to action live in partners.ts.

export type PartnerBenefit = { title: string; body: string };

export const partnersHero = {
  eyebrow: "Partners",
  title: "Bring financial wellness to the employers you serve",
  intro:
    "Benefit brokers, advisors, associations and PEOs partner with Mariner to give their clients and members a " +
    "financial wellness benefit employees actually use.",
} as const;

export const partnerKinds = {
  heading: "Who we partner with",
  kinds: [
    {
      title: "Benefit brokers",
      body: "Add a benefit employers ask about and employees use, alongside the plans you already place.",
    },
    {
      title: "Advisors",
      body: "Extend your guidance to every employee at the companies you advise, with tools and licensed coaches.",
    },
    {
      title: "Associations",
      body: "Give member organizations a ready-made financial wellness benefit they can offer their teams.",
    },
    {
      title: "PEOs",
      body: "Include financial wellness in the benefits you deliver to each client company and its employees.",
    },
  ],
} as const;

export const partnerBenefits = {
  heading: "Why partners choose Mariner",
  intro: "A partnership that helps your clients, their employees and your business.",
  benefits: [
    {
      title: "Retain more clients",
      body:
        "Give the employers you serve a benefit their people use all year, not only at enrollment, and one more " +
        "reason to renew with you.",
    },
    {
      title: "An innovative addition",
      body:
        "Round out your benefits offering with personalized education, budgeting, goals, a financial health summary " +
        "and optional 1-on-1 coaching, all in one app.",
    },
    {
      title: "Aligned",
      body:
        "We succeed when your clients do. We work toward their goals, with pricing by team size that fits a small " +
        "business and an enterprise alike.",
    },
    {
      title: "Industry expertise",
      body:
        `We have focused on workplace financial wellness since ${siteConfig.founded}, and our customer success ` +
        "team supports you and your clients from the first demo through launch.",
    },
  ] satisfies PartnerBenefit[],
} as const;

export const partnerDirectory = {
  heading: "Our partners",
  intro: "Working with one of them? Their page shows what Mariner offers their clients and members.",
} as const;

export const partnerContact = {
  heading: "Let's work together",
  intro: "Tell us about the employers you serve and we will show you how a partnership works.",
  emailLabel: "Or email us at",
} as const;

/** Shared by every /partners/{partner} page. */
export const partnerLanding = {
  intro:
    "Give your people personalized money lessons, a budget they can keep, goals they can track and a clear view " +
    "of their financial health, with licensed coaches 1-on-1 on the coaching plan.",
  discountHeading: "Your partner discount",
  codeLabel: "Use code",
  codeHint: "Quote it when you talk with our team, so your organization gets the partner price.",
  logoBarLabel: "Organizations in this partnership",
} as const;
