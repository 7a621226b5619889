"use client";

import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { Button } from "./button";
import { cn } from "./cn";

type WizardFrameProps = {
  /** 1-based current step. */
  step: number;
  totalSteps: number;
  title: ReactNode;
  /** The title's heading level: h1 when the wizard is the page, h2 under a page heading, h3 inside a titled dialog. */
  titleAs?: "h1" | "h2" | "h3";
  description?: ReactNode;
  children: ReactNode;
  /** Accessible name of the progress bar, e.g. "Set-up progress". */
  progressLabel?: string;
  onBack?: () => void;
  /** Hides Back (e.g. on step 1). Back is also hidden when there is no onBack. */
  hideBack?: boolean;
  /** Shows Back disabled (a step the flow cannot go back from). */
  backDisabled?: boolean;
  backLabel?: string;
  /** With onSubmit the frame is a <form> and Next submits it, so Enter in a field moves on too. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Without onSubmit, Next is a plain button calling this. */
  onNext?: () => void;
  nextLabel?: string;
  nextDisabled?: boolean;
  /** Next shows a spinner and is disabled while the step saves. */
  nextLoading?: boolean;
  /** No Next button: the step's own buttons move on. */
  hideNext?: boolean;
  /** Next centred under the content instead of at the end of the row. */
  nextPlacement?: "end" | "center";
  /** Shows an Exit button (e.g. to open the exit-set-up dialog). */
  onExit?: () => void;
  exitLabel?: string;
  className?: string;
};

/**
 * The frame of a multi-step flow (onboarding, identity verification): "Step X of N" and a progress bar, the step's
 * title, content, and Back / Next / Exit. On a step change the page scrolls to the top and focus moves to the title,
 * so screen-reader users hear the new step.
 */
export function WizardFrame({
  step,
  totalSteps,
  title,
  titleAs: Title = "h1",
  description,
  children,
  progressLabel = "Progress",
  onBack,
  hideBack = false,
  backDisabled = false,
  backLabel = "Back",
  onSubmit,
  onNext,
  nextLabel = "Next",
  nextDisabled = false,
  nextLoading = false,
  hideNext = false,
  nextPlacement = "end",
  onExit,
  exitLabel = "Exit",
  className,
}: WizardFrameProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const previousStep = useRef(step);
  const stepText = `Step ${step} of ${totalSteps}`;
  const percent = Math.round((Math.min(step, totalSteps) / totalSteps) * 100);

  useEffect(() => {
    if (previousStep.current === step) return;
    previousStep.current = step;
    window.scrollTo({ top: 0 });
    titleRef.current?.focus({ preventScroll: true });
  }, [step]);

  const body = (
    <>
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-4">
          <p className="text-sm font-medium text-muted">{stepText}</p>
          {onExit && (
            <Button variant="ghost" size="sm" onClick={onExit}>
              {exitLabel}
            </Button>
          )}
        </div>
        <div
          role="progressbar"
          aria-label={progressLabel}
          aria-valuemin={1}
          aria-valuemax={totalSteps}
          aria-valuenow={step}
          aria-valuetext={stepText}
          className="h-2 w-full overflow-hidden rounded-full bg-brand-100"
        >
          <div className="h-full rounded-full bg-brand-700 transition-[width] motion-reduce:transition-none" style={{ width: `${percent}%` }} />
        </div>
      </div>

      <div className="flex flex-col gap-2">
        <Title ref={titleRef} tabIndex={-1} className="text-2xl font-semibold text-ink focus:outline-none sm:text-3xl">
          {title}
        </Title>
        {description && (
          <div className="text-base text-muted">
            {description}
          </div>
        )}
      </div>

      <div>{children}</div>

      <div
        className={cn(
          "flex flex-col-reverse gap-3 border-t border-border pt-6",
          nextPlacement === "center" ? "sm:grid sm:grid-cols-3 sm:items-center" : "sm:flex-row sm:justify-between",
        )}
      >
        {!hideBack && onBack ? (
          <Button variant="secondary" onClick={onBack} disabled={backDisabled} className="sm:justify-self-start">
            {backLabel}
          </Button>
        ) : (
          <span aria-hidden="true" className="hidden sm:block" />
        )}
        {!hideNext && (
          <Button
            type={onSubmit ? "submit" : "button"}
            onClick={onSubmit ? undefined : onNext}
            disabled={nextDisabled}
            loading={nextLoading}
            className="sm:min-w-32 sm:justify-self-center"
          >
            {nextLabel}
          </Button>
        )}
      </div>
    </>
  );

  const frameClasses = cn("mx-auto flex w-full max-w-2xl flex-col gap-8", className);

  return onSubmit ? (
    <form noValidate onSubmit={onSubmit} className={frameClasses}>
      {body}
    </form>
  ) : (
    <div className={frameClasses}>{body}</div>
  );
}
