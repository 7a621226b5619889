import { landingQuotes } from "./quotes";
import { siteStats } from "./site-stats";

// Landing page copy (spec 002 §2 "Landing page sections"), section by section in the order the page shows them.
// Figures come only from site-stats.ts.

export type Illustration = { src: string; alt: string; width: number; height: number };

export type Feature = { title: string; body: string; icon: Illustration };

export const hero = {
  eyebrow: "The financial wellness benefit for employers",
  headline: "Financial wellness your employees will actually use",
  subheadline:
    "Mariner gives every employee personalized money lessons, a budget they can keep, goals they can track and a " +
    "clear picture of their financial health. On the coaching plan, licensed coaches are there 1-on-1 whenever " +
    "they want a person to talk to. You get a dashboard that shows it is working.",
  illustration: {
    src: "/images/hero-illustration.svg",
    alt: "The Mariner app on a phone, showing a financial health score, a spending chart and a completed goal.",
    width: 480,
    height: 400,
  },
} as const;

export const stats = {
  heading: "Employees want help with money. We make it easy to give.",
  items: [
    { ...siteStats.employerResponsibility, footnote: "survey-figures" },
    { ...siteStats.digitalAppPreference, footnote: "survey-figures" },
    siteStats.founded,
    { ...siteStats.setupTime, footnote: "setup-time" },
  ],
} as const;

const decorative = (src: string): Illustration => ({ src, alt: "", width: 64, height: 64 });

export const explorePlatform = {
  heading: "Explore the platform",
  intro: "Everything an employee needs to get on top of money, in one place that fits in a pocket.",
  features: [
    {
      title: "Personalized education",
      body: "Short lessons chosen for each person's priorities, from paying down debt to saving for a first home.",
      icon: decorative("/images/feature-education.svg"),
    },
    {
      title: "Budgeting",
      body: "A budget that starts from real income and expenses and stays simple enough to keep up with.",
      icon: decorative("/images/feature-budget.svg"),
    },
    {
      title: "Goals",
      body: "Set a goal, see the progress and get a nudge when it is time for the next step.",
      icon: decorative("/images/feature-goals.svg"),
    },
    {
      title: "Financial health summary",
      body: "A plain-language view of where someone stands today and what would help most next.",
      icon: decorative("/images/feature-health.svg"),
    },
  ] satisfies Feature[],
  link: { label: "Explore the platform", href: "/financial-wellness-platform" },
} as const;

export const results = {
  heading: "See the results, not just the sign-ups",
  intro:
    "Your administrator dashboard shows how the benefit is landing, so you can report on it with confidence and " +
    "adjust your rollout when you need to.",
  measures: [
    { title: "Adoption", body: "How many employees have joined, and how that grows over time." },
    { title: "Engagement", body: "Which tools and lessons people use and come back to." },
    { title: "Results", body: "Progress on budgets, goals and financial health." },
    { title: "Employee satisfaction", body: "How your people rate the benefit." },
  ],
  illustration: {
    src: "/images/results-dashboard.svg",
    alt: "An administrator dashboard with three summary tiles and a rising engagement chart.",
    width: 480,
    height: 320,
  },
} as const;

// Kinds of organization, not names: client logos need each client's written permission and their own asset files.
export const currentClients = {
  heading: "Chosen by employers who put their people first",
  intro: "From charter school networks to growing companies, organizations of every size offer Mariner to their teams.",
  kinds: ["Charter school networks", "Growing businesses", "Nonprofits", "Benefit brokers and advisors"],
} as const;

export const differentOnPurpose = {
  heading: "Different on purpose",
  intro: "We built Mariner around how people really deal with money: a little at a time, with help when it counts.",
  points: [
    {
      title: "Personal, not generic",
      body: "Every employee starts from their own priorities, so the guidance fits the life they actually have.",
    },
    {
      title: "The whole picture in one place",
      body: "Budget, goals, accounts and a financial health summary live together, so progress in one shows in all.",
    },
    {
      title: "People when it helps",
      body: "With the coaching plan, licensed coaches are there 1-on-1 by email, phone or video, as often as needed.",
      footnote: "coaching",
    },
    {
      title: "A light lift for HR",
      body: "Set up in minutes, launch with ready-made communication templates and lean on our customer success team.",
    },
  ],
} as const;

export const planOptions = {
  heading: "Two plans. Pick the one that fits.",
  intro: "Both plans include the administrator dashboard, launch templates, technical support and customer success.",
} as const;

export const pricingTeaser = {
  heading: "Priced by the size of your team",
  intro:
    "Both plans are priced by the number of employees you cover, with tiers from small businesses to enterprises. " +
    "Enter your head count to see each plan's price.",
  footnote: "pricing",
} as const;

export const gettingStarted = {
  heading: "Get started in three steps",
  steps: [
    {
      title: "Request a demo",
      body: "Tell us about your team and pick a time. We will walk you through the platform and answer your questions.",
    },
    {
      title: "Set up your plan",
      body: "Choose a plan and create your company account online in under 10 minutes.",
    },
    {
      title: "Invite your employees",
      body: "Add your people and announce the benefit with ready-made templates. We help you plan the launch.",
    },
  ],
} as const;

// The quotes themselves (drafts for layout) live in quotes.ts with every other testimonial.
export const customerQuotes = {
  heading: "What employers say",
  intro: "HR and people leaders on what changed after they offered Mariner.",
  footnote: "quotes",
  quotes: landingQuotes,
} as const;

/** Shown in this order and numbered from 1; content above points at them by id. */
export const footnotes = [
  {
    id: "survey-figures",
    text:
      "Employee-attitude figures describe survey responses about workplace financial wellness. They are not results " +
      "of using Mariner.",
  },
  {
    id: "setup-time",
    text:
      "Setup time is for creating a company plan online. Rolling the benefit out to employees takes longer and " +
      "depends on your organization.",
  },
  {
    id: "coaching",
    text:
      "Coaching is included in the Financial Wellness Coaching plan only. Coaching is educational and is not " +
      "investment, tax or legal advice.",
  },
  {
    id: "quotes",
    text: "Quotes reflect the experience of individual employer clients; your results may differ.",
  },
  {
    id: "pricing",
    text: "Prices depend on the plan and the number of employees covered. See the pricing page for details.",
  },
] as const;

export type FootnoteId = (typeof footnotes)[number]["id"];

export function footnoteNumber(id: FootnoteId): number {
  return footnotes.findIndex((note) => note.id === id) + 1;
}
