import type { Metadata } from "next";
import { DebtPayoffPlanner } from "@/components/debt-payoff/debt-payoff-planner";
import { extraPaymentSchema } from "@/lib/debt-payoff/debt-payoff-schema";

export const metadata: Metadata = { title: "Debt payoff planner" };

/** The default extra payment: a round amount most members can try. */
const DEFAULT_EXTRA = 100;

/** /goals/debt-payoff: avalanche against snowball for the member's cards and loans (issue 12 item 7). */
export default async function DebtPayoffPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { extra } = await searchParams;
  const parsed = extraPaymentSchema.safeParse(Number(Array.isArray(extra) ? extra[0] : (extra ?? DEFAULT_EXTRA)));
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-ink">Debt payoff planner</h1>
      <p className="mt-2 max-w-2xl text-muted">
        Two ways to pay off your cards and loans, side by side, from the balances and rates on your accounts. Move the
        slider to see what an extra payment each month does.
      </p>
      <div className="mt-8">
        <DebtPayoffPlanner initialExtra={parsed.success ? parsed.data : DEFAULT_EXTRA} />
      </div>
    </div>
  );
}
