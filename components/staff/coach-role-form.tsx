"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useMutation } from "urql";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toast";
import { SET_COACH_ROLE } from "./staff-operations";

/** On a staff member's /customers/{id}: make them a coach, or stop them coaching (confirmed first). */
export function CoachRoleForm({ userId, name, isCoach }: { userId: string; name: string; isCoach: boolean }) {
  const router = useRouter();
  const { toast } = useToast();
  const [{ fetching }, setCoachRole] = useMutation(SET_COACH_ROLE);
  const [confirming, setConfirming] = useState(false);

  async function change(next: boolean) {
    const answer = (await setCoachRole({ userId, isCoach: next })).data?.setCoachRole;
    setConfirming(false);
    if (!answer || answer.error) {
      toast({ message: answer?.error ?? "Something went wrong. Please try again.", theme: "error" });
      return;
    }
    toast({ message: next ? `${name} is a coach. They set their hours on their Coaching Calendar.` : `${name} no longer coaches.`, theme: "success" });
    router.refresh();
  }

  return isCoach ? (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Stop coaching
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => void change(false)}
        loading={fetching}
        tone="danger"
        title={`Stop ${name} coaching?`}
        text="Members are no longer offered their times. Past sessions and notes stay."
        confirmLabel="Stop coaching"
      />
    </>
  ) : (
    <Button onClick={() => void change(true)} loading={fetching}>
      Make a coach
    </Button>
  );
}
