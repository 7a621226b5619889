"use client";

import { useId } from "react";
import { cn } from "@/components/ui/cn";
import { VisuallyHidden } from "@/components/ui/visually-hidden";
import { usePasswordEstimator } from "@/components/auth/use-password-estimator";
import { measurePasswordStrength, PASSWORD_REQUIREMENTS, PASSWORD_RULE_MESSAGES } from "@/lib/auth/password-strength";

type PasswordStrengthMeterProps = {
  password: string;
  /** The email the account signs in with: the server refuses passwords similar to it, and so does the meter. */
  email: string | null;
  /** Id of the meter's wrapper, so a password input can point at it with aria-describedby. */
  id?: string;
  className?: string;
};

// Bar colours by score (1 to 5); every fill sits next to a text label, so colour is never the only signal.
const SCORE_FILL = ["bg-danger-700", "bg-danger-600", "bg-warning-700", "bg-brand-500", "bg-success-700"];

/**
 * The client strength meter (spec 000 §5): a five-step bar with its label (Very Weak to Very Strong), announced
 * politely, and the list of the five requirements, each read as met or not met. When the server's rule would refuse
 * the password (too similar to the email, too commonly used, too easy to guess), that reason replaces the label and
 * the bar turns red. The full rule loads when the meter mounts (usePasswordEstimator).
 *
 *   <TextInput type="password" aria-describedby="new-password-strength" {...register("password")} />
 *   <PasswordStrengthMeter id="new-password-strength" password={watch("password") ?? ""} email={email} />
 */
export function PasswordStrengthMeter({ password, email, id, className }: PasswordStrengthMeterProps) {
  const generatedId = useId();
  const rootId = id ?? generatedId;
  const labelId = `${rootId}-label`;
  // Re-measures with the full rule once it has loaded.
  usePasswordEstimator();
  const { requirements, score, label, refusal } = measurePasswordStrength({ password, email });
  const total = PASSWORD_REQUIREMENTS.length;
  const text = refusal ? PASSWORD_RULE_MESSAGES[refusal] : label;

  return (
    <div id={rootId} className={cn("flex flex-col gap-2", className)}>
      <div className="flex items-center gap-3">
        <div
          role="meter"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={score}
          aria-valuetext={text ?? "No requirements met"}
          className="flex flex-1 gap-1"
        >
          {Array.from({ length: total }, (_, index) => (
            <span
              key={index}
              aria-hidden="true"
              className={cn(
                "h-1.5 flex-1 rounded-full",
                index >= score ? "bg-border" : refusal ? "bg-danger-700" : SCORE_FILL[score - 1],
              )}
            />
          ))}
        </div>
        <p
          id={labelId}
          aria-live="polite"
          className={cn("min-w-24 text-right text-sm font-medium", refusal ? "text-danger-700" : "text-ink")}
        >
          <VisuallyHidden>Password strength: </VisuallyHidden>
          {text ?? <VisuallyHidden>none</VisuallyHidden>}
        </p>
      </div>
      <ul aria-label="Password requirements" className="flex flex-col gap-1 text-sm">
        {requirements.map((requirement) => (
          <li
            key={requirement.id}
            data-met={requirement.met}
            className={cn("flex items-center gap-2", requirement.met ? "text-success-700" : "text-muted")}
          >
            {requirement.met ? (
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="currentColor">
                <path
                  fillRule="evenodd"
                  d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
                  clipRule="evenodd"
                />
              </svg>
            ) : (
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="currentColor">
                <circle cx="10" cy="10" r="3" />
              </svg>
            )}
            <span>{requirement.label}</span>
            <VisuallyHidden>{requirement.met ? "(met)" : "(not met)"}</VisuallyHidden>
          </li>
        ))}
      </ul>
    </div>
  );
}
