/** The priorities offered in onboarding step 3 (000 §2.10), in display order: nine show before 'Show more'. */
export interface PriorityTemplateSeed {
  slug: string;
  name: string;
  category: string;
  shortDescription: string;
  longDescription: string;
}

export const PRIORITY_TEMPLATES: readonly PriorityTemplateSeed[] = [
  {
    slug: "build-emergency-fund",
    name: "Build an emergency fund",
    category: "Savings",
    shortDescription: "Set aside three to six months of expenses.",
    longDescription:
      "An emergency fund covers surprises like a car repair or a gap between jobs without new debt. We'll help you pick a target and a monthly amount that fits your budget.",
  },
  {
    slug: "pay-off-debt",
    name: "Pay off debt",
    category: "Debt",
    shortDescription: "Get rid of high-interest balances faster.",
    longDescription:
      "Whether you prefer the avalanche or the snowball method, a clear payoff order and a steady monthly payment save interest and time.",
  },
  {
    slug: "improve-credit-score",
    name: "Improve my credit score",
    category: "Credit",
    shortDescription: "Understand and raise your score.",
    longDescription:
      "Payment history, utilisation and the age of your accounts drive your score. Learn which habits move it and track your progress over time.",
  },
  {
    slug: "save-for-retirement",
    name: "Save for retirement",
    category: "Retirement",
    shortDescription: "Make the most of your 401(k) and IRAs.",
    longDescription:
      "Capture your full employer match, choose between traditional and Roth contributions, and check that you are on track for the retirement you want.",
  },
  {
    slug: "create-a-budget",
    name: "Create a budget",
    category: "Budgeting",
    shortDescription: "Know where every dollar goes.",
    longDescription:
      "A simple monthly budget shows what you earn, what you spend and what is left to save. Start with your fixed costs and build from there.",
  },
  {
    slug: "buy-a-home",
    name: "Buy a home",
    category: "Home",
    shortDescription: "Save for a down payment and get mortgage-ready.",
    longDescription:
      "Work out how much home you can afford, how big a down payment to aim for, and what lenders look at before you apply.",
  },
  {
    slug: "start-investing",
    name: "Start investing",
    category: "Investing",
    shortDescription: "Grow your money for the long term.",
    longDescription:
      "Learn the basics of diversified, low-cost investing and how to match your investments to your goals and your comfort with risk.",
  },
  {
    slug: "save-for-education",
    name: "Save for education",
    category: "Education",
    shortDescription: "Plan for college or training costs.",
    longDescription:
      "Compare 529 plans and other ways to save for your own or your children's education, and estimate how much to put aside each month.",
  },
  {
    slug: "spend-less",
    name: "Spend less",
    category: "Spending",
    shortDescription: "Cut costs without cutting what matters.",
    longDescription:
      "Find recurring charges you forgot about, lower your bills and set spending limits for the categories that tend to run over.",
  },
  {
    slug: "manage-student-loans",
    name: "Manage student loans",
    category: "Debt",
    shortDescription: "Choose the right repayment plan.",
    longDescription:
      "Understand income-driven repayment, refinancing and forgiveness programs so your student loans fit the rest of your plan.",
  },
  {
    slug: "plan-for-family",
    name: "Plan for my family",
    category: "Family",
    shortDescription: "Prepare for a new child or caring for a parent.",
    longDescription:
      "Big family changes bring new costs. Plan for childcare, leave, and the insurance and savings that keep your family secure.",
  },
  {
    slug: "protect-with-insurance",
    name: "Protect what I have",
    category: "Protection",
    shortDescription: "Review life, disability and other insurance.",
    longDescription:
      "Make sure the people who depend on you are covered if something happens, without paying for coverage you do not need.",
  },
  {
    slug: "understand-taxes",
    name: "Understand my taxes",
    category: "Taxes",
    shortDescription: "Keep more of what you earn.",
    longDescription:
      "Check your withholding, use tax-advantaged accounts and avoid surprises at filing time.",
  },
  {
    slug: "save-for-a-big-purchase",
    name: "Save for a big purchase",
    category: "Savings",
    shortDescription: "A car, a trip or a wedding, without debt.",
    longDescription:
      "Set a target date and amount for the big things you are planning and put a little aside each month so you can pay in cash.",
  },
];

export function priorityImageUrl(slug: string): string {
  return `/images/priorities/${slug}.svg`;
}
