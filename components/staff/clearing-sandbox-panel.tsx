"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { useToast } from "@/components/ui/toast";

const OUTCOMES = [
  { value: "APPROVED", label: "Approved" },
  { value: "ACTION_REQUIRED", label: "Action required (documents)" },
  { value: "REJECTED", label: "Rejected" },
  { value: "WATCHLIST_MATCH", label: "Watchlist match" },
] as const;

type Answer = { ok?: boolean; state?: string | null; error?: string };

/**
 * The clearing-firm sandbox's controls for one account on /customers/{id} (local and test installs only; the page
 * shows it only then): choose the review's outcome or finish the review now. The route queues the account's sync.
 */
export function ClearingSandboxPanel({ clearingAccountId }: { clearingAccountId: string }) {
  const router = useRouter();
  const { toast } = useToast();
  const [outcome, setOutcome] = useState<string>("APPROVED");
  const [busy, setBusy] = useState(false);

  async function send(body: Record<string, string>) {
    setBusy(true);
    try {
      const response = await fetch("/api/dev/clearing-firm", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ accountId: clearingAccountId, ...body }),
      });
      const answer = (await response.json().catch(() => ({}))) as Answer;
      if (!response.ok || !answer.ok) {
        toast({ message: answer.error ?? "Something went wrong. Please try again.", theme: "error" });
        return;
      }
      toast({ message: `At the sandbox the account is now ${answer.state ?? "unknown"}; its sync is queued.`, theme: "success" });
      router.refresh();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-3 flex flex-wrap items-end gap-3 border-t border-dashed border-border pt-3">
      <p className="w-full text-sm text-muted">Clearing-firm sandbox (this install only)</p>
      <FormField label="Outcome" className="min-w-56">
        <Select value={outcome} onChange={(event) => setOutcome(event.target.value)}>
          {OUTCOMES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </FormField>
      <Button type="button" variant="secondary" size="sm" loading={busy} onClick={() => send({ action: "force", outcome })}>
        Force outcome
      </Button>
      <Button type="button" variant="ghost" size="sm" loading={busy} onClick={() => send({ action: "completeReview" })}>
        Complete review now
      </Button>
    </div>
  );
}
