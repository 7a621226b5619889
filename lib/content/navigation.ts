// Every public link the navigation and footer show, in one place: the desktop bar, the mobile panel, the footer and
// the landing page's calls to action all read from here, so a renamed route changes once.

export type NavLink = {
  label: string;
  href: string;
  /** One line under the label in the desktop dropdown. */
  description?: string;
};

export type NavMenuId = "platform" | "resources";

export type NavMenu = {
  id: NavMenuId;
  label: string;
  items: readonly NavLink[];
};

export type NavEntry = ({ kind: "menu" } & NavMenu) | ({ kind: "link" } & NavLink);

export const platformMenu: NavMenu = {
  id: "platform",
  label: "Platform",
  items: [
    {
      label: "Financial Wellness Platform",
      href: "/financial-wellness-platform",
      description: "Education, budgeting, goals and a financial health summary for every employee.",
    },
    {
      label: "Financial Wellness Coaching",
      href: "/financial-wellness-coaching",
      description: "Everything in the platform, plus unlimited 1-on-1 time with licensed coaches.",
    },
  ],
};

export const resourcesMenu: NavMenu = {
  id: "resources",
  label: "Resources",
  items: [
    { label: "About Us", href: "/about-us", description: "Who we are and why we do this work." },
    { label: "Partners", href: "/partners", description: "Bring Mariner to the employers you advise." },
  ],
};

export const pricingLink: NavLink = { label: "Pricing", href: "/pricing" };
export const logInLink: NavLink = { label: "Log in", href: "/log-in" };
export const signUpLink: NavLink = { label: "Sign up", href: "/sign-up" };
export const requestDemoLink: NavLink = { label: "Request a Demo", href: "/get-started" };

/** The bar's main entries, left to right. */
export const primaryNav: readonly NavEntry[] = [
  { kind: "menu", ...platformMenu },
  { kind: "link", ...pricingLink },
  { kind: "menu", ...resourcesMenu },
];

/** Account entries, shown after the main ones and before the demo button. */
export const accountNav: readonly NavLink[] = [logInLink, signUpLink];

export const legalLinks = {
  termsOfUse: { label: "Terms of Use", href: "/legal/terms-of-use.pdf" },
  privacyPolicy: { label: "Privacy Policy", href: "/privacy" },
  californiaNotice: { label: "California Privacy Policy Notice", href: "/ccpa" },
} as const satisfies Record<string, NavLink>;
