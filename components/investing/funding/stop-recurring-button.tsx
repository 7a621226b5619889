"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useMutation } from "urql";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toast";
import { graphql } from "@/lib/graphql/client/graphql";

const CANCEL_RECURRING_DEPOSIT = graphql(`
  mutation CancelRecurringDeposit($id: String!) { cancelRecurringDeposit(id: $id) { error didCancel } }
`);

/** 'Stop' on a recurring deposit, after a confirmation; a deposit already on its way still arrives. */
export function StopRecurringButton({ id, description }: { id: string; description: string }) {
  const router = useRouter();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [{ fetching }, cancel] = useMutation(CANCEL_RECURRING_DEPOSIT);
  const stop = async () => {
    const result = await cancel({ id });
    const payload = result.data?.cancelRecurringDeposit;
    if (!payload?.didCancel) {
      toast({ message: payload?.error ?? "The recurring deposit could not be stopped. Please try again.", theme: "error" });
      return;
    }
    setOpen(false);
    toast({ message: "Recurring deposit stopped.", theme: "success" });
    router.refresh();
  };
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-label={`Stop ${description}`}>
        Stop
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Stop this recurring deposit?"
        text={`${description}. A deposit already on its way still arrives.`}
        confirmLabel="Stop deposits"
        cancelLabel="Keep them"
        tone="danger"
        onConfirm={stop}
        loading={fetching}
      />
    </>
  );
}
