import { footnotes, results, type Feature, type FootnoteId, type Illustration } from "./landing";
import { pricingLink, requestDemoLink } from "./navigation";
import { siteStats } from "./site-stats";

// /financial-wellness-platform (spec 002 §1, §2): what employees get, what employers get, setup time, and how the
// platform compares with coaching. Figures come only from site-stats.ts; footnote texts from the landing page's list.

export type ProductItem = { title: string; body: string };

export const platformHero = {
  eyebrow: "Financial Wellness Platform",
  title: "Everything your employees need to take charge of their money",
  intro:
    "Personalized lessons, a budget that sticks, goals they can track and a clear picture of their financial " +
    "health, all in one app. You get a dashboard that shows the benefit is working.",
  ctas: [requestDemoLink, { label: "See pricing", href: pricingLink.href }],
} as const;

// The same decorative icons as the landing page's platform explorer.
const icon = (name: string): Illustration => ({ src: `/images/feature-${name}.svg`, alt: "", width: 64, height: 64 });

export const employeeFeatures = {
  heading: "What your employees get",
  intro: "Tools that meet people where they are, on their phone or at their desk, whenever money is on their mind.",
  illustration: {
    src: "/images/product/employee-app.svg",
    alt: "The Mariner app on a computer and a phone, showing a progress chart, a budget and a financial health score.",
    width: 480,
    height: 360,
  } satisfies Illustration,
  features: [
    {
      title: "Personalized education content",
      body:
        "Short lessons picked for each person's priorities, from getting out of debt to buying a first home, so " +
        "nobody wades through material that does not apply to them.",
      icon: icon("education"),
    },
    {
      title: "Budgeting tool",
      body:
        "A budget built from real income and expenses that shows where the money goes and stays simple enough to " +
        "keep up with month after month.",
      icon: icon("budget"),
    },
    {
      title: "Goal setting and tracking",
      body:
        "Set a goal, break it into steps and watch the progress add up, with a nudge when it is time for the next " +
        "move.",
      icon: icon("goals"),
    },
    {
      title: "Financial health summary",
      body: "A plain-language view of where someone stands today, what is going well and what would help most next.",
      icon: icon("health"),
    },
  ] satisfies Feature[],
} as const;

/** What every employer gets, on either plan. The plan pages show it too. */
export const employerBenefits = {
  heading: "What you get as the employer",
  intro: "Everything you need to launch the benefit, keep people engaged and show leadership what it is doing.",
  dashboard: {
    title: "Administrator dashboard",
    body: "See how the benefit is landing across your organization, without chasing reports.",
    measures: results.measures,
    illustration: results.illustration,
  },
  support: [
    {
      title: "Communication and marketing templates",
      body: "Ready-made emails, flyers and announcements that explain the benefit and bring people in.",
    },
    {
      title: "Technical support",
      body: "A team that answers your administrators' and employees' questions about using the product.",
    },
    {
      title: "Customer success support",
      body: "A partner who helps you plan the launch, keep engagement up and make the most of the benefit.",
    },
  ] satisfies ProductItem[],
} as const;

export const setupBand = {
  heading: "Set up in minutes, not months",
  stat: siteStats.setupTime,
  body:
    "Choose a plan, create your company account online and invite your people. The templates do the explaining, " +
    "and our customer success team helps you plan the rollout.",
  footnote: "setup-time",
} as const;

export const coachingComparison = {
  heading: "Want a person to talk to? Add coaching.",
  intro:
    "Financial Wellness Coaching includes everything in the platform, plus unlimited 1-on-1 time with licensed " +
    "coaches by email, phone and video.",
  footnote: "coaching",
  link: { label: "Explore Financial Wellness Coaching", href: "/financial-wellness-coaching" },
} as const;

export const platformClosing = {
  heading: "See the platform for yourself",
  intro: "In a short demo we walk you through the employee app and the administrator dashboard, and answer questions.",
  ctas: platformHero.ctas,
} as const;

const noteIds: readonly FootnoteId[] = [setupBand.footnote, coachingComparison.footnote];

/** This page's footnotes, numbered from 1 in the landing page's order; copy shared with the landing page. */
export const platformFootnotes = footnotes.filter((note) => noteIds.includes(note.id));
