import { PROVIDER_CODE_ALIASES } from "@/prisma/seed/reference/budget-categories";

/**
 * The shared category for the provider's category: its detailed code (FOOD_AND_DRINK_GROCERIES) when the taxonomy
 * has it, else its primary code (FOOD_AND_DRINK), each read through PROVIDER_CODE_ALIASES (a mortgage payment is
 * budgeted as rent); null when neither is known (the transaction is then 'Uncategorized').
 */
export function mapProviderCategory({
  detailed,
  primary,
  idsByCode,
}: {
  detailed: string | null;
  primary: string | null;
  idsByCode: ReadonlyMap<string, string>;
}): string | null {
  for (const code of [detailed, primary]) {
    if (!code) continue;
    const normalized = code.trim().toUpperCase();
    const id = idsByCode.get(PROVIDER_CODE_ALIASES[normalized] ?? normalized);
    if (id) return id;
  }
  return null;
}
