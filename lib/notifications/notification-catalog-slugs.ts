// The catalog entries the code sends by (the catalog itself: prisma/seed/reference/notification-catalog.ts).
export const CATEGORY_SLUGS = { insights: "financial-insights", goals: "goals" } as const;
export const SUBCATEGORY_SLUGS = { budgetAlerts: "budget-alerts" } as const;
