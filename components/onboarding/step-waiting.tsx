"use client";

import { ErrorModal } from "@/components/ui/error-modal";
import { Spinner } from "@/components/ui/spinner";
import { WizardFrame } from "@/components/ui/wizard-frame";
import type { StepFrameProps } from "./step-frame";

/** A step whose data has not arrived: its frame with Next held, a spinner while loading, the error modal if it failed. */
export function StepWaiting({
  frame,
  title,
  fetching,
  failed,
}: {
  frame: StepFrameProps;
  title: string;
  fetching: boolean;
  failed: boolean;
}) {
  return (
    <>
      <WizardFrame {...frame} title={title} nextDisabled onNext={() => undefined}>
        {fetching && <Spinner label="Loading" />}
      </WizardFrame>
      <ErrorModal open={failed && !fetching} />
    </>
  );
}
