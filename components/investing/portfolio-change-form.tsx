"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { useChangeModelPortfolio } from "./use-change-model-portfolio";

/** The confirm step of /investing/{id}/portfolio/change: the acknowledgement when one level away, then Confirm. */
export function PortfolioChangeForm({
  accountId,
  modelPortfolioId,
  acknowledgement,
}: {
  accountId: string;
  modelPortfolioId: string;
  /** The sentence to tick when the choice differs from the recommendation by one level; null when not needed. */
  acknowledgement: string | null;
}) {
  const [acknowledged, setAcknowledged] = useState(false);
  const { confirm, fetching, error } = useChangeModelPortfolio(accountId);
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void confirm(modelPortfolioId, acknowledgement !== null && acknowledged);
      }}
    >
      {acknowledgement && <Checkbox label={acknowledgement} checked={acknowledged} onChange={(event) => setAcknowledged(event.target.checked)} />}
      <p role="alert" className="text-sm text-danger-700 empty:hidden">
        {error}
      </p>
      <Button type="submit" disabled={fetching || (acknowledgement !== null && !acknowledged)} className="justify-self-start">
        {fetching ? "Confirming…" : "Confirm change"}
      </Button>
    </form>
  );
}
