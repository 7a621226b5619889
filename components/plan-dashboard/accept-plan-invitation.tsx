"use client";

import { useState } from "react";
import { useClient } from "urql";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { ACCEPT_PLAN_ADMIN_INVITATION } from "./plan-admin-operations";

/**
 * Accepts the invitation, then opens the plan's dashboard with a full load (the menus list the new plan, which the
 * shell reads on the server).
 */
export function AcceptPlanInvitation({ token }: { token: string }) {
  const client = useClient();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);

  async function accept() {
    setBusy(true);
    const answer = (await client.mutation(ACCEPT_PLAN_ADMIN_INVITATION, { token }).toPromise()).data?.acceptPlanAdminInvitation;
    if (answer?.planId) {
      window.location.assign(new URL(`/dashboard/${encodeURIComponent(answer.planId)}`, window.location.origin));
      return;
    }
    setBusy(false);
    toast({ message: answer?.error ?? "Something went wrong. Please try again.", theme: "error" });
  }

  return (
    <div>
      <Button onClick={accept} loading={busy}>
        Accept invitation
      </Button>
    </div>
  );
}
