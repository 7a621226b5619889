"use client";

import { useCallback } from "react";
import { useClient } from "urql";
import { useToast } from "@/components/ui/toast";
import { ANSWER_COACH_ACCESS, REVOKE_COACH_ACCESS } from "./coach-access-operations";

const FAILED = "Something went wrong. Please try again.";

/** The member's answer and 'End access now', with the result in a toast; `after` refreshes what is shown. */
export function useCoachAccessActions(after: () => void) {
  const client = useClient();
  const { toast } = useToast();

  const answer = useCallback(
    async (target: { requestId?: string; token?: string }, choice: { approve: boolean; allowEdits: boolean }) => {
      const result = await client.mutation(ANSWER_COACH_ACCESS, { input: { ...target, ...choice } }).toPromise();
      const error = result.error ? FAILED : result.data?.answerCoachAccessRequest.error;
      if (error) {
        toast({ theme: "error", message: error });
      } else {
        const coach = result.data?.answerCoachAccessRequest.request?.coachName ?? "The coach";
        toast({
          theme: "success",
          message: choice.approve
            ? `${coach} can view your account for 60 minutes${choice.allowEdits ? ", with changes allowed" : ", view only"}`
            : `You declined ${coach}'s request`,
        });
      }
      after();
    },
    [after, client, toast],
  );

  const end = useCallback(
    async (requestId: string) => {
      const result = await client.mutation(REVOKE_COACH_ACCESS, { requestId }).toPromise();
      const error = result.error ? FAILED : result.data?.revokeCoachAccess.error;
      toast(error ? { theme: "error", message: error } : { theme: "success", message: "Coach access ended" });
      after();
    },
    [after, client, toast],
  );

  return { answer, end };
}
