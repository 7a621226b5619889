/** The notification catalog of the Notifications page (001 §2, §3): categories with templates and subcategories. */
export interface NotificationCategorySeed {
  slug: string;
  name: string;
  description: string;
  isInvesting?: boolean;
  templates: Array<{ slug: string; name: string; title: string; description: string; canUserOptOut?: boolean }>;
  subcategories: Array<{ slug: string; name: string; description: string }>;
}

export const NOTIFICATION_CATALOG: readonly NotificationCategorySeed[] = [
  {
    slug: "account-security",
    name: "Account & Security",
    description: "Sign-ins, password changes and other activity that keeps your account safe.",
    templates: [
      {
        slug: "new-sign-in",
        name: "New sign-in",
        title: "New sign-in to your account",
        description: "When your account is accessed from a new device.",
        canUserOptOut: false,
      },
      {
        slug: "password-changed",
        name: "Password changed",
        title: "Your password was changed",
        description: "When your password or recovery email changes.",
        canUserOptOut: false,
      },
      {
        slug: "two-factor-changed",
        name: "Two-factor settings changed",
        title: "Two-factor verification updated",
        description: "When two-factor verification is turned on or off, or your phone number changes.",
        canUserOptOut: false,
      },
    ],
    subcategories: [],
  },
  {
    slug: "financial-insights",
    name: "Financial Insights",
    description: "Summaries and alerts about your accounts, spending and budget.",
    templates: [
      {
        slug: "monthly-summary",
        name: "Monthly summary",
        title: "Your month in review",
        description: "Net worth, spending and savings for the month that just ended.",
      },
      {
        slug: "account-sync-failed",
        name: "Account connection problem",
        title: "We couldn't update one of your accounts",
        description: "When a linked account needs you to sign in to your bank again.",
      },
    ],
    subcategories: [
      {
        slug: "budget-alerts",
        name: "Budget alerts",
        description: "When a budget category is close to or over its target.",
      },
      {
        slug: "large-transactions",
        name: "Large transactions",
        description: "When an unusually large transaction posts to a linked account.",
      },
      {
        slug: "low-balance",
        name: "Low balance",
        description: "When a checking or savings balance drops below $100.",
      },
    ],
  },
  {
    slug: "goals",
    name: "Goals",
    description: "Progress on your financial goals and reminders to keep them on track.",
    templates: [
      {
        slug: "goal-milestone",
        name: "Goal milestones",
        title: "You reached a milestone",
        description: "When a goal passes 25%, 50%, 75% and 100%.",
      },
      {
        slug: "goal-reminder",
        name: "Goal reminders",
        title: "A quick check-in on your goal",
        description: "A monthly reminder when a goal has not moved.",
      },
    ],
    subcategories: [],
  },
  {
    slug: "coaching-events",
    name: "Coaching & Events",
    description: "Appointments with your coach, webinars and learning content.",
    templates: [
      {
        slug: "appointment-reminder",
        name: "Appointment reminders",
        title: "Your coaching session is coming up",
        description: "A reminder the day before a coaching appointment.",
      },
      {
        slug: "webinar-invitation",
        name: "Webinar invitations",
        title: "Join our next live session",
        description: "Invitations to live financial wellness webinars.",
      },
    ],
    subcategories: [
      {
        slug: "learn-center",
        name: "Learn Center",
        description: "New articles and courses picked for your priorities.",
      },
    ],
  },
  {
    slug: "product-updates",
    name: "Product Updates",
    description: "New features and improvements.",
    templates: [
      {
        slug: "product-news",
        name: "Product news",
        title: "What's new",
        description: "Occasional news about features you can use.",
      },
    ],
    subcategories: [],
  },
  {
    slug: "investing",
    name: "Investing",
    description: "Statements, trade confirmations and notices about your investing accounts.",
    isInvesting: true,
    templates: [
      {
        slug: "investing-statement-ready",
        name: "Statement ready",
        title: "Your statement is ready",
        description: "When a monthly or quarterly statement is available.",
        canUserOptOut: false,
      },
      {
        slug: "investing-trade-confirmation",
        name: "Trade confirmation",
        title: "Your trade was completed",
        description: "When a trade in your account settles.",
        canUserOptOut: false,
      },
      {
        slug: "investing-identity-document-needed",
        name: "Identity verification needed",
        title: "Verify your identity",
        description: "When we need a photo of your ID to open your investing account.",
        canUserOptOut: false,
      },
      {
        slug: "investing-application-decided",
        name: "Account application decision",
        title: "Your investing account application",
        description: "When your investing account opens, or could not be opened.",
        canUserOptOut: false,
      },
      {
        slug: "investing-deposit-received",
        name: "Deposit received",
        title: "We received your deposit",
        description: "When money arrives in your investing account.",
      },
    ],
    subcategories: [
      {
        slug: "investing-market-updates",
        name: "Market updates",
        description: "Commentary on the markets and your portfolio's strategy.",
      },
    ],
  },
];
