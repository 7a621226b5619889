// /get-started, the Request a Demo page (spec 002 §2).

export const getStartedPage = {
  eyebrow: "Request a Demo",
  title: "See Mariner in action",
  intro:
    "Book a short walkthrough with our team. We will show you what your employees see, what your administrator " +
    "dashboard tells you, and how a launch works, then answer your questions.",
  expectHeading: "What to expect",
  expectations: [
    "A tour of the employee app: education, budgeting, goals and the financial health summary",
    "The administrator dashboard: adoption, engagement, results and employee satisfaction",
    "How coaching works on the Financial Wellness Coaching plan",
    "Pricing for your head count, and how to set up your plan in under 10 minutes",
  ],
  schedulerTitle: "Schedule a demo",
} as const;
