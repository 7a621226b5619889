import { footnotes, type FootnoteId, type Illustration } from "./landing";
import { pricingLink, requestDemoLink } from "./navigation";
import type { ProductItem } from "./platform-page";
import { coachingQuotes } from "./quotes";
import { siteStats } from "./site-stats";

// /financial-wellness-coaching (spec 002 §2 "Coaching page"): 1-on-1 coaching from licensed professionals, six
// coaching themes, four launch and support features, two statistics and three employer testimonials.

export const coachingHero = {
  eyebrow: "Financial Wellness Coaching",
  title: "1-on-1 coaching from licensed professionals",
  intro:
    "Give every employee unlimited time with a licensed financial coach, by email, phone or video, on top of " +
    "everything in the Financial Wellness Platform.",
  // Said next to the claim, not only in the footer: coaches educate, they do not advise.
  disclaimer: "Coaching is educational. It is not investment, tax or legal advice.",
  ctas: [requestDemoLink, { label: "See pricing", href: pricingLink.href }],
} as const;

export const coachingChannels = {
  heading: "A coach whenever they need one",
  intro:
    "Sessions are unlimited, so nobody has to save up their questions. Each employee picks the way of talking that " +
    "suits them.",
  illustration: {
    src: "/images/product/coaching-session.svg",
    alt: "A video call with a financial coach, next to an envelope and a ringing phone.",
    width: 480,
    height: 360,
  } satisfies Illustration,
  channels: [
    { title: "Email", body: "Ask a question when it comes up and get a thoughtful written answer." },
    { title: "Phone", body: "Talk it through with a coach from wherever they are." },
    { title: "Video", body: "Sit down face to face and work through the numbers together on screen." },
  ] satisfies ProductItem[],
  platformLink: { label: "See what is in the platform", href: "/financial-wellness-platform" },
} as const;

export const coachingThemes = {
  heading: "What employees talk to a coach about",
  intro: "Whatever is on their mind about money, big or small, a coach helps them make a plan and stick to it.",
  themes: [
    {
      title: "Budgeting and cash flow",
      body: "Make a spending plan that covers the bills, leaves room to live and evens out the gaps between paydays.",
    },
    {
      title: "Paying down debt",
      body: "Sort out which debts to tackle first and build a payoff plan that fits the budget.",
    },
    {
      title: "Saving for emergencies and goals",
      body: "Build a cushion for the unexpected and put money aside for the things that matter most.",
    },
    {
      title: "Understanding and building credit",
      body: "Read a credit report, fix what is holding a score back and use credit with confidence.",
    },
    {
      title: "Retirement and investing basics",
      body: "Understand workplace retirement plans, how investing works and how to think about the long term.",
    },
    {
      title: "Major life moments",
      body: "Plan for a new job, a wedding, a baby, a first home or caring for a parent, before the costs arrive.",
    },
  ] satisfies ProductItem[],
} as const;

export const launchSupport = {
  heading: "We launch it with you and stay with you",
  intro: "Offering coaching should not add to HR's workload. We bring the plan, the materials and the people.",
  features: [
    {
      title: "A launch plan",
      body: "A step-by-step rollout built around your calendar, from the first announcement to the weeks after launch.",
    },
    {
      title: "Communication templates",
      body: "Ready-made emails and announcements that explain coaching and show employees how to book a session.",
    },
    {
      title: "Technical support",
      body: "Help for administrators and employees with accounts, access and anything else about using the product.",
    },
    {
      title: "Customer success",
      body: "A customer success team that reviews your dashboard with you and suggests ways to keep engagement growing.",
    },
  ] satisfies ProductItem[],
} as const;

export const coachingStats = {
  heading: "Employees are asking for this",
  items: [
    { ...siteStats.employerResponsibility, footnote: "survey-figures" },
    { ...siteStats.digitalAppPreference, footnote: "survey-figures" },
  ],
} as const;

export const coachingTestimonials = {
  heading: "What employers say about coaching",
  intro: "HR and people leaders on what changed when their teams got a coach.",
  quotes: coachingQuotes,
  footnote: "quotes",
} as const;

export const coachingClosing = {
  heading: "Bring a coach to every employee",
  intro: "See how coaching works, meet the platform behind it and find the plan that fits your team.",
  ctas: coachingHero.ctas,
} as const;

const noteIds: readonly FootnoteId[] = ["survey-figures", coachingTestimonials.footnote];

/** This page's footnotes, numbered from 1 in the landing page's order; copy shared with the landing page. */
export const coachingFootnotes = footnotes.filter((note) => noteIds.includes(note.id));
