"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useMutation } from "urql";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { useToast } from "@/components/ui/toast";
import { UPDATE_ROLLOVER_PROGRESS } from "./rollover-operations";

const PROGRESS_ERROR = "We could not save that. Please try again.";

/** The steps the member reports: 'I've requested the rollover' and 'The check is on its way' (with the mailed day). */
export function RolloverActions({ rolloverId, step, readOnly }: { rolloverId: string; step: string; readOnly: boolean }) {
  const router = useRouter();
  const { toast } = useToast();
  const [{ fetching }, update] = useMutation(UPDATE_ROLLOVER_PROGRESS);
  const [mailedOn, setMailedOn] = useState("");
  if (step !== "PLAN_FOUND" && step !== "REQUESTED") return null;

  const report = async (next: "REQUESTED" | "CHECK_IN_TRANSIT") => {
    const answer = await update({ rolloverId, step: next, checkMailedOn: next === "CHECK_IN_TRANSIT" && mailedOn ? mailedOn : null });
    const payload = answer.data?.updateRolloverProgress;
    if (payload?.rollover) router.refresh();
    else toast({ message: payload?.error ?? PROGRESS_ERROR, theme: "error" });
  };

  if (readOnly) return <p className="text-sm text-muted">Only the member can report progress on a rollover.</p>;
  if (step === "PLAN_FOUND") {
    return (
      <Button onClick={() => report("REQUESTED")} loading={fetching}>
        I&apos;ve requested the rollover
      </Button>
    );
  }
  return (
    <form
      className="grid gap-3 sm:max-w-sm"
      onSubmit={(event) => {
        event.preventDefault();
        void report("CHECK_IN_TRANSIT");
      }}
    >
      <FormField label="Day the check was mailed" hint="Optional, if the plan told you.">
        <TextInput type="date" value={mailedOn} max={new Date().toISOString().slice(0, 10)} onChange={(event) => setMailedOn(event.target.value)} />
      </FormField>
      <div>
        <Button type="submit" loading={fetching}>
          The check is on its way
        </Button>
      </div>
    </form>
  );
}
