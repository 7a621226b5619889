"use client";

import { useEffect, useId, useRef, useState } from "react";
import { useMutation } from "urql";
import { Button, buttonClasses } from "@/components/ui/button";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { VisuallyHidden } from "@/components/ui/visually-hidden";
import { FEEDBACK_MAX_LENGTH, FEEDBACK_PROMPT, FEEDBACK_SCORES, isPromoterScore } from "@/lib/feedback/feedback-rules";
import { siteConfig } from "@/lib/site-config";
import { CREATE_CUSTOMER_FEEDBACK } from "./feedback-operations";

type Step = "score" | "text" | "thanks";

/**
 * 'Give Feedback' (spec 001 §2 Feedback modal, §4, §8, §9): a score from 1 to 10, then written feedback (Back keeps
 * the score), then thanks. A promoter (7 or more) is offered the review site; anyone else only Close. A submission
 * that fails stays on the text step with no message, as the spec says; the text is kept so nothing typed is lost.
 */
export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title="Give Feedback">
      {open && <FeedbackSteps />}
    </Dialog>
  );
}

function FeedbackSteps() {
  const [step, setStep] = useState<Step>("score");
  const [score, setScore] = useState<number | null>(null);
  const [text, setText] = useState("");
  const [{ fetching }, create] = useMutation(CREATE_CUSTOMER_FEEDBACK);
  const firstRender = useRef(true);
  const stepRef = useRef<HTMLDivElement>(null);

  // Each step replaces the last inside the same dialog: focus its first control so a keyboard or screen-reader user
  // is not left on a button that no longer exists.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepRef.current?.querySelector<HTMLElement>("[data-step-focus]")?.focus();
  }, [step]);

  async function submit() {
    // The schema (and zod) load with the first answer, not with the dialog.
    const { customerFeedbackSchema } = await import("@/lib/feedback/feedback-schema");
    const parsed = customerFeedbackSchema.safeParse({ netPromoterScore: score, feedback: text, prompt: FEEDBACK_PROMPT });
    if (!parsed.success) return;
    const result = await create({
      customerFeedback: { netPromoterScore: parsed.data.netPromoterScore, feedback: text, prompt: FEEDBACK_PROMPT },
    });
    if (result.error || !result.data || result.data.createCustomerFeedback.error) return;
    setStep("thanks");
  }

  return (
    <div ref={stepRef}>
      {step === "score" && <ScoreStep score={score} onScore={setScore} onNext={() => setStep("text")} />}
      {step === "text" && (
        <TextStep
          text={text}
          onText={setText}
          busy={fetching}
          onBack={() => setStep("score")}
          onSubmit={() => void submit()}
        />
      )}
      {step === "thanks" && score !== null && <ThanksStep promoter={isPromoterScore(score)} />}
    </div>
  );
}

function ScoreStep({ score, onScore, onNext }: { score: number | null; onScore: (score: number) => void; onNext: () => void }) {
  const name = useId();
  const hintId = useId();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (score !== null) onNext();
      }}
    >
      <fieldset aria-describedby={hintId}>
        <legend className="font-medium text-ink">{FEEDBACK_PROMPT}</legend>
        <p id={hintId} className="mt-1 text-sm text-muted">
          1 is not at all likely, 10 is extremely likely.
        </p>
        {/* Native radios: one Tab stop, arrow keys move and choose. Column-major grid: 1 to 5 left, 6 to 10 right. */}
        <div className="mt-4 grid grid-flow-col grid-cols-2 grid-rows-5 gap-2">
          {FEEDBACK_SCORES.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-border bg-surface px-3 text-ink has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus"
            >
              <input
                type="radio"
                name={name}
                value={value}
                checked={score === value}
                onChange={() => onScore(value)}
                className="size-4 accent-brand-700 focus:outline-none"
              />
              <span className="font-medium">{value}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="submit" disabled={score === null}>
          Next
        </Button>
      </div>
    </form>
  );
}

function TextStep({
  text,
  onText,
  busy,
  onBack,
  onSubmit,
}: {
  text: string;
  onText: (text: string) => void;
  busy: boolean;
  onBack: () => void;
  onSubmit: () => void;
}) {
  const id = useId();
  const counterId = useId();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={id} className="font-medium text-ink">
        Tell us more (optional)
      </label>
      <textarea
        id={id}
        data-step-focus
        rows={6}
        maxLength={FEEDBACK_MAX_LENGTH}
        value={text}
        onChange={(event) => onText(event.target.value)}
        aria-describedby={counterId}
        className="mt-2 block w-full rounded-md border border-subtle bg-surface px-3 py-2 text-ink"
      />
      <p id={counterId} className="mt-1 text-right text-sm text-muted">
        {text.length} / {FEEDBACK_MAX_LENGTH}
        <VisuallyHidden> characters</VisuallyHidden>
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" loading={busy}>
          Submit
        </Button>
      </div>
    </form>
  );
}

function ThanksStep({ promoter }: { promoter: boolean }) {
  return (
    <div>
      <p data-step-focus tabIndex={-1} className="text-lg font-medium text-ink focus:outline-none">
        Thank you for your feedback!
      </p>
      {promoter && (
        <p className="mt-2 text-ink">
          We&apos;re glad Mariner is helping. Would you share your experience? A review helps others find us.
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose>
          <Button variant={promoter ? "secondary" : "primary"}>Close</Button>
        </DialogClose>
        {promoter && (
          <a
            href={siteConfig.reviewSiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: "primary" })}
          >
            Write a review
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        )}
      </div>
    </div>
  );
}
