// Employer testimonials (spec 002 §3 "quote"). The landing page, the partner pages and the coaching page show them
// through components/public/landing/customer-quotes.tsx.
//
// Every quote below is a draft written for layout: the people are placeholders and the companies are kinds of
// organization, not clients. Replace each with a quote its speaker has approved in writing, with their real name,
// title and organization, before launch (endorsement rules require real, attributable testimonials).

export type Quote = {
  /** The speaker's organization. */
  company: string;
  name: string;
  /** The speaker's job title. */
  title: string;
  quote: string;
};

/** Said wherever quotes appear, as a footnote or under the quotes. */
export const quoteQualifier = "Quotes reflect the experience of individual employer clients; your results may differ.";

export const landingQuotes: readonly Quote[] = [
  {
    quote: "Our teachers finally have somewhere to take the money questions they used to carry around all day.",
    name: "Dana Whitfield",
    title: "HR director",
    company: "Charter school network",
  },
  {
    quote: "Setup was quick, and the launch templates did most of the explaining for us.",
    name: "Marcus Bell",
    title: "Operations lead",
    company: "Growing business",
  },
  {
    quote: "I can show leadership who is using it and how they feel about it. That makes renewing an easy call.",
    name: "Priya Raman",
    title: "People and culture manager",
    company: "Nonprofit",
  },
];

export const coachingQuotes: readonly Quote[] = [
  {
    quote:
      "People tell me the coach was the first person who talked through their debt with them without any judgment. " +
      "That is exactly what we wanted to offer.",
    name: "Elena Torres",
    title: "Vice president of people",
    company: "Regional healthcare provider",
  },
  {
    quote:
      "Our crews work every shift there is, so being able to reach a coach by email, phone or video made it " +
      "something they actually use.",
    name: "James Okafor",
    title: "Benefits manager",
    company: "Manufacturing company",
  },
  {
    quote:
      "When staff are buying a first home or starting a family, they now have a licensed coach to plan it with. " +
      "That support shows up in how they talk about working here.",
    name: "Rachel Kim",
    title: "Chief people officer",
    company: "Charter school network",
  },
];
