// The catalog entries the code sends by (the catalog itself: prisma/seed/reference/notification-catalog.ts).
export const CATEGORY_SLUGS = { insights: "financial-insights", goals: "goals" } as const;
/** The categories the weekly digest has a section for: only these may be put in digest mode. */
export const DIGEST_CATEGORY_SLUGS: readonly string[] = Object.values(CATEGORY_SLUGS);
export const SUBCATEGORY_SLUGS = { budgetAlerts: "budget-alerts" } as const;
