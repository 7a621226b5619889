"use client";

import { useEffect } from "react";
import { useToast } from "@/components/ui/toast";
import { takeLinkOutcome } from "./pending-link";

/**
 * Tells, once, the outcome of a bank link that came back through /plaid-oauth (see pending-link). Every page a link
 * can begin on calls it on arrival: useBankLink does, and /accounts does itself, since its link flow loads on first use.
 */
export function useLinkOutcomeToast(): void {
  const { toast } = useToast();
  useEffect(() => {
    const outcome = takeLinkOutcome();
    if (outcome) toast(outcome);
  }, [toast]);
}
