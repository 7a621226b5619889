"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useClient } from "urql";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toast";
import { DISCONNECT_PLAN_HR_SYSTEM, REFRESH_PLAN_HR_SYNC } from "./hr-sync-operations";

const FAILED = "Something went wrong. Please try again.";

/** 'Refresh now' (once an hour) and 'Disconnect' for owners and editors; the server decides either way. */
export function HrSyncActions({
  planId,
  canRefresh,
  nextRefreshAt,
  providerName,
}: {
  planId: string;
  canRefresh: boolean;
  /** Formatted; null when a refresh is allowed now. */
  nextRefreshAt: string | null;
  providerName: string;
}) {
  const client = useClient();
  const router = useRouter();
  const { toast } = useToast();
  const [busy, setBusy] = useState<"refresh" | "disconnect" | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function refresh() {
    setBusy("refresh");
    const answer = (await client.mutation(REFRESH_PLAN_HR_SYNC, { planId }).toPromise()).data?.refreshPlanHrSync;
    setBusy(null);
    if (answer && !answer.error) {
      toast({ message: "Syncing the roster from your HR system. It updates in a minute or two.", theme: "success" });
    } else {
      toast({ message: answer?.error ?? FAILED, theme: "error" });
    }
    router.refresh();
  }

  async function disconnect() {
    setBusy("disconnect");
    const answer = (await client.mutation(DISCONNECT_PLAN_HR_SYSTEM, { planId }).toPromise()).data?.disconnectPlanHrSystem;
    setBusy(null);
    setConfirming(false);
    if (answer?.disconnected) {
      toast({ message: `${providerName} is disconnected. The roster stays as it is.`, theme: "success" });
      router.refresh();
    } else {
      toast({ message: answer?.error ?? FAILED, theme: "error" });
    }
  }

  return (
    <>
      {canRefresh ? (
        nextRefreshAt ? (
          <p className="text-sm text-muted">Refreshed recently: you can refresh again after {nextRefreshAt}.</p>
        ) : (
          <Button variant="secondary" onClick={() => void refresh()} loading={busy === "refresh"}>
            Refresh now
          </Button>
        )
      ) : null}
      <Button variant="ghost" onClick={() => setConfirming(true)}>
        Disconnect
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => void disconnect()}
        loading={busy === "disconnect"}
        tone="danger"
        title={`Disconnect ${providerName}?`}
        text="The roster stops following your HR system. Everyone on it stays; you can keep it up to date with roster files or by hand, or connect again."
        confirmLabel="Disconnect"
      />
    </>
  );
}
