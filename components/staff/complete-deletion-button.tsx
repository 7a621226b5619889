"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useMutation } from "urql";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toast";
import { COMPLETE_DELETION_REQUEST } from "./staff-operations";

/** Carries out a deletion that waited for staff, after a confirmation: it cannot be undone. */
export function CompleteDeletionButton({ requestId, customerEmail }: { requestId: string; customerEmail: string }) {
  const router = useRouter();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [{ fetching }, complete] = useMutation(COMPLETE_DELETION_REQUEST);

  const confirm = async () => {
    const result = await complete({ requestId });
    const answer = result.data?.completeDeletionRequest;
    setOpen(false);
    if (!answer || answer.error) {
      toast({ message: answer?.error ?? "Something went wrong. Please try again.", theme: "error" });
      return;
    }
    toast({ message: "The account is closed and its data is being deleted", theme: "success" });
    router.refresh();
  };

  return (
    <>
      <Button variant="danger" size="sm" onClick={() => setOpen(true)}>
        Complete deletion
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        onConfirm={confirm}
        loading={fetching}
        tone="danger"
        title="Delete this account?"
        text={`${customerEmail} will be signed out everywhere, their bank connections ended and their data deleted. This cannot be undone.`}
        confirmLabel="Delete account"
      />
    </>
  );
}
