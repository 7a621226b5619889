import { siteConfig } from "@/lib/site-config";
import { mission } from "./company";
import type { Illustration } from "./landing";
import { siteStats } from "./site-stats";

// About Us copy (spec 002 §2 "About us"): mission, story, six core values, press logos and a hiring call to action.
// Figures come only from site-config.ts and site-stats.ts.

export type CoreValue = { name: string; body: string };

export type PressOutlet = { name: string; logo: Illustration };

export const aboutHero = {
  eyebrow: "About us",
  title: "Helping working people feel confident about money",
  intro: mission,
} as const;

export const story = {
  heading: "Our story",
  highlight: siteStats.founded,
  paragraphs: [
    `${siteConfig.name} started in ${siteConfig.founded} because money worries do not stay at home. They follow ` +
      "people to work as stress, distraction and big decisions made without good information, and most people have " +
      "nowhere to take their questions.",
    "So we built financial wellness that reaches people where they already are: at work. Every employee gets " +
      "personalized lessons, a budget they can keep, goals they can track and a plain-language view of their " +
      "financial health. On the coaching plan, licensed coaches are there 1-on-1 by email, phone and video.",
    "Employers offer it as a benefit, and we keep that simple too. Creating a company plan online takes under 10 " +
      "minutes, and our customer success team helps you launch and shows you how it is landing.",
  ],
} as const;

export const coreValues = {
  heading: "What we value",
  intro: "Six values shape how we build the product, how we treat the people who use it and how we work together.",
  values: [
    {
      name: "Listen and empathize",
      body:
        "Every money story is personal. We listen first, without judgment, and build from what people actually " +
        "tell us they need.",
    },
    {
      name: "Trust",
      body:
        "Employees share their finances with us and employers share their teams. We earn that by being clear, " +
        "careful and honest every time.",
    },
    {
      name: "Work toward justice",
      body:
        "Good financial guidance should not depend on income or background. We work to put it within reach of " +
        "everyone, not only people who can already afford an advisor.",
    },
    {
      name: "Be inclusive",
      body:
        "We design for every employee, whatever their paycheck, life stage or starting point, and we build a team " +
        "that reflects the people we serve.",
    },
    {
      name: "Work with integrity and universal principles",
      body:
        "We do what is right for the people we serve, even when no one is checking, and hold ourselves to the " +
        "standards we would expect from anyone handling our own money.",
    },
    {
      name: "Seek joy and improvement",
      body:
        "We celebrate progress, however small, and keep getting better at what we do, for our customers and for " +
        "each other.",
    },
  ] satisfies CoreValue[],
} as const;

const pressWordmark = (file: string, name: string): PressOutlet => ({
  name,
  logo: { src: `/images/about/${file}.svg`, alt: `${name} logo`, width: 200, height: 56 },
});

// Layout drafts: these outlets and their wordmarks are invented placeholders so the band can be designed. Before
// launch, replace them with outlets that actually covered us (and their logos, used with permission), or remove the
// band; showing press that never happened would be a false claim.
export const press = {
  heading: "In the press",
  intro: "Writing about workplace financial wellness? We are happy to help.",
  contactLabel: "Press inquiries",
  outlets: [
    pressWordmark("benefits-weekly", "Benefits Weekly"),
    pressWordmark("hr-leader-review", "HR Leader Review"),
    pressWordmark("workplace-money-journal", "Workplace Money Journal"),
    pressWordmark("people-ops-today", "People Ops Today"),
  ] satisfies PressOutlet[],
} as const;

export const hiring = {
  heading: "Help us build it",
  intro:
    "We are looking for people who want their work to make money less stressful for working people. See the roles " +
    "we are hiring for now.",
  link: { label: "See open roles", href: "/jobs" },
} as const;
