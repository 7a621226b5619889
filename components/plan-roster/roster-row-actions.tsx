"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useClient } from "urql";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toast";
import { RESEND_PLAN_INVITATION, TERMINATE_PLAN_MEMBER } from "./plan-roster-operations";

const FAILED = "Something went wrong. Please try again.";

/** A roster row's actions for owners and editors: resend the invitation, remove (terminate) the employee. */
export function RosterRowActions({
  planId,
  member,
}: {
  planId: string;
  member: { id: string; label: string; canResend: boolean; isTerminated: boolean };
}) {
  const client = useClient();
  const router = useRouter();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<"resend" | "remove" | null>(null);

  async function resend() {
    setBusy("resend");
    const answer = (await client.mutation(RESEND_PLAN_INVITATION, { planId, planMemberId: member.id }).toPromise()).data?.resendPlanInvitation;
    setBusy(null);
    toast(answer?.member ? { message: `Invitation sent to ${member.label}.`, theme: "success" } : { message: answer?.error ?? FAILED, theme: "error" });
    if (answer?.member) router.refresh();
  }

  async function remove() {
    setBusy("remove");
    const answer = (await client.mutation(TERMINATE_PLAN_MEMBER, { planId, planMemberId: member.id }).toPromise()).data?.terminatePlanMember;
    setBusy(null);
    setConfirming(false);
    if (answer?.member) {
      toast({ message: `${member.label} is terminated and keeps access until ${answer.member.accessEndsOn ?? "90 days from today"}.`, theme: "success" });
      router.refresh();
    } else {
      toast({ message: answer?.error ?? FAILED, theme: "error" });
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      {member.canResend ? (
        <Button size="sm" variant="secondary" onClick={() => void resend()} loading={busy === "resend"} aria-label={`Resend invitation to ${member.label}`}>
          Resend
        </Button>
      ) : null}
      {member.isTerminated ? null : (
        <>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} aria-label={`Remove ${member.label}`}>
            Remove
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            onConfirm={() => void remove()}
            loading={busy === "remove"}
            tone="danger"
            title={`Remove ${member.label}?`}
            text="They are marked terminated today. If they signed up, they keep their account and the plan for 90 days, then lose the plan."
            confirmLabel="Remove"
          />
        </>
      )}
    </div>
  );
}
