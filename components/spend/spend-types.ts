// What the /spend components draw: plain numbers (dollars) and strings; the page converts the domain's Decimals.

export type CategoryRef = { id: string; name: string; color: string };

export type CategoryView = {
  category: CategoryRef;
  amount: number;
  previousAmount: number;
  threePeriodAverage: number;
  share: number | null;
  href: string;
  subcategories: CategoryView[];
};

export type MerchantView = { merchant: string; amount: number; count: number; href: string };

export type MonthView = { month: string; income: number; spending: number; net: number; incomeHref: string; spendingHref: string };
