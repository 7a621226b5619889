"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useMutation } from "urql";
import { CHANGE_MODEL_PORTFOLIO, successHref } from "./portfolio-operations";

/**
 * Sends one confirmation of a portfolio choice and goes to its success page. The request id is made once per screen,
 * so pressing again after a lost answer finds the change already made instead of making another.
 */
export function useChangeModelPortfolio(accountId: string) {
  const router = useRouter();
  const [requestId] = useState(() => crypto.randomUUID());
  const [{ fetching }, change] = useMutation(CHANGE_MODEL_PORTFOLIO);
  const [error, setError] = useState<string | null>(null);

  async function confirm(modelPortfolioId: string, acknowledgeRiskDifference: boolean) {
    setError(null);
    const result = await change({ accountId, modelPortfolioId, acknowledgeRiskDifference, requestId });
    const payload = result.data?.changeModelPortfolio;
    if (payload?.change) {
      router.push(successHref(accountId, payload.change.id));
      return;
    }
    setError(payload?.error ?? "We couldn't change your portfolio. Please try again.");
  }

  return { confirm, fetching, error };
}
