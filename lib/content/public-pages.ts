import { jobs } from "./jobs";
import { partners } from "./partners";
import { plans } from "./plans";

// Every public route with what search engines and link previews show for it (spec 002 §2 "Public routes"). Page
// metadata (lib/seo/page-metadata.ts), the sitemap, the generated share images and the route-by-route tests all read
// this list, so a page cannot exist without a title, a description and a sitemap entry.

export type PublicPage = {
  path: string;
  /** The <title> before the brand suffix; `absoluteTitle` pages use it as the whole title. */
  title: string;
  absoluteTitle?: boolean;
  description: string;
  /** The share image's headline; defaults to the title. */
  shareHeadline?: string;
  /** Left out of the sitemap and marked noindex (utility pages). */
  noIndex?: boolean;
  /** Sitemap priority, 0 to 1. */
  priority: number;
};

const staticPages: readonly PublicPage[] = [
  {
    path: "/",
    title: "Mariner: financial wellness benefits for employers",
    absoluteTitle: true,
    description:
      "Give every employee personalized money education, budgeting, goals, a financial health summary and optional " +
      "1-on-1 coaching with licensed coaches. Set up in under 10 minutes.",
    shareHeadline: "Financial wellness your employees will actually use",
    priority: 1,
  },
  {
    path: "/pricing",
    title: "Pricing",
    description:
      "See what Mariner costs for your team: a yearly platform fee or per-employee coaching, priced by head count " +
      "from small businesses to enterprises.",
    shareHeadline: "Pricing for teams of every size",
    priority: 0.9,
  },
  {
    path: "/get-started",
    title: "Request a demo",
    description:
      "Book a walkthrough of Mariner with our team. We will show you the employee app and the administrator " +
      "dashboard and answer your questions.",
    shareHeadline: "See Mariner in action",
    priority: 0.9,
  },
  {
    path: "/financial-wellness-platform",
    title: "Financial Wellness Platform",
    description: plans[0]!.seoDescription,
    priority: 0.8,
  },
  {
    path: "/financial-wellness-coaching",
    title: "Financial Wellness Coaching",
    description: plans[1]!.seoDescription,
    priority: 0.8,
  },
  {
    path: "/about-us",
    title: "About us",
    description:
      "Since 2015 Mariner has helped working people feel confident about money. Meet our mission, our story and " +
      "the values we work by.",
    priority: 0.6,
  },
  {
    path: "/partners",
    title: "Partners",
    description:
      "Benefit brokers, advisors and associations partner with Mariner to bring financial wellness to the employers " +
      "they serve.",
    shareHeadline: "Partner with Mariner",
    priority: 0.6,
  },
  {
    path: "/jobs",
    title: "Careers",
    description: "Join the team helping working people feel confident about money. See our open roles.",
    shareHeadline: "Work at Mariner",
    priority: 0.5,
  },
  {
    path: "/privacy",
    title: "Privacy Policy",
    description: "How Mariner collects, uses, shares and protects personal information, and the choices you have.",
    priority: 0.3,
  },
  {
    path: "/ccpa",
    title: "California Privacy Policy Notice",
    description:
      "The rights California residents have over their personal information at Mariner, and how to use them.",
    priority: 0.3,
  },
  {
    path: "/unsubscribe",
    title: "Email preferences",
    description: "Unsubscribe from Mariner emails or choose which ones you get.",
    noIndex: true,
    priority: 0,
  },
];

const partnerPages: readonly PublicPage[] = partners.map((partner) => ({
  path: `/partners/${partner.slug}`,
  title: `${partner.name} partnership`,
  description: partner.seoDescription,
  shareHeadline: partner.title,
  priority: 0.5,
}));

const planPages: readonly PublicPage[] = plans.map((plan) => ({
  path: `/plan/${plan.id}`,
  title: `${plan.name} plan`,
  description: plan.seoDescription,
  shareHeadline: plan.name,
  priority: 0.6,
}));

const jobPages: readonly PublicPage[] = jobs.map((job) => ({
  path: `/jobs/${job.id}`,
  title: `${job.title} (${job.type}, ${job.location})`,
  description: job.blurb,
  shareHeadline: `We're hiring: ${job.title}`,
  priority: 0.4,
}));

export const publicPages: readonly PublicPage[] = [...staticPages, ...planPages, ...partnerPages, ...jobPages];

/** The registry entry for a path; throws at build time when a page forgot to register. */
export function getPublicPage(path: string): PublicPage {
  const page = publicPages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No public page is registered for ${path}; add it to lib/content/public-pages.ts.`);
  return page;
}
