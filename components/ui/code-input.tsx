"use client";

import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
} from "react";
import { cn } from "./cn";

export type CodeInputHandle = {
  /** Empties every box and focuses the first (e.g. after a wrong code). */
  clear: () => void;
  focus: () => void;
};

type CodeInputProps = {
  /** Number of boxes (spec: 6). */
  length?: number;
  /** Controlled digits, e.g. "" to clear after a failed attempt. Omit to let the component keep its own state. */
  value?: string;
  /** Every change, with the digits typed so far (empty boxes are skipped). */
  onChange?: (code: string) => void;
  /** Once every box holds a digit. */
  onComplete?: (code: string) => void;
  /** Name of the group for screen readers, e.g. "Verification code". */
  label?: string;
  /** Id of an element that already names the group (e.g. the page heading); replaces `label`. */
  labelledBy?: string;
  /** Error text shown under the boxes and read with them. */
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Name of a hidden input carrying the joined code, for plain form posts. */
  name?: string;
  ref?: Ref<CodeInputHandle>;
  className?: string;
};

function toDigits(value: string | undefined, length: number): string[] {
  const digits = (value ?? "").replace(/\D/g, "").slice(0, length).split("");
  return Array.from({ length }, (_, i) => digits[i] ?? "");
}

/**
 * One-time code in single-digit boxes (spec 000 §5): digits only; typing moves forward; pasting (or the phone's
 * one-time-code autofill) spreads the digits over the boxes; Backspace clears and moves back; arrows move.
 */
export function CodeInput({
  length = 6,
  value,
  onChange,
  onComplete,
  label = "Verification code",
  labelledBy,
  error,
  disabled,
  autoFocus,
  name,
  ref,
  className,
}: CodeInputProps) {
  const [digits, setDigits] = useState(() => toDigits(value, length));
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const groupId = useId();
  const errorId = `${groupId}-error`;

  // A controlled value that differs from what is shown (e.g. the parent reset it to "") replaces the boxes.
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== undefined && value !== digits.join("")) setDigits(toDigits(value, length));
  }

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  useImperativeHandle(ref, () => ({
    clear: () => {
      setDigits(toDigits("", length));
      onChange?.("");
      focusBox(0);
    },
    focus: () => focusBox(0),
  }));

  useEffect(() => {
    if (autoFocus) boxes.current[0]?.focus();
    // Only on mount, like the autoFocus attribute.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const commit = (next: string[]) => {
    setDigits(next);
    const code = next.join("");
    onChange?.(code);
    if (next.every((d) => d !== "")) onComplete?.(code);
  };

  /** Writes digits from `start` on and moves focus after the last one written. */
  const fill = (start: number, incoming: string) => {
    const next = [...digits];
    const chars = incoming.slice(0, length - start).split("");
    chars.forEach((char, i) => {
      next[start + i] = char;
    });
    commit(next);
    focusBox(start + chars.length);
  };

  const onInput = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value.replace(/\D/g, "");
    if (event.target.value === "") {
      const next = [...digits];
      next[index] = "";
      commit(next);
      return;
    }
    if (typed === "") return; // a non-digit: the box keeps what it had
    const current = digits[index] ?? "";
    // A box holding "3" that receives "5" reads "35" or "53": keep the new digit.
    if (typed.length === 2 && current !== "" && typed.includes(current)) {
      fill(index, typed[0] === current ? typed.slice(1) : typed.slice(0, 1));
      return;
    }
    // Six digits at once (autofill into any box) fill every box; fewer fill from this box on.
    fill(typed.length >= length ? 0 : index, typed);
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData("text").replace(/\D/g, "");
    if (pasted === "") return;
    fill(pasted.length >= length ? 0 : index, pasted);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "Backspace": {
        event.preventDefault();
        // Clears this box, or the previous one when this is already empty, and steps back.
        const target = digits[index] !== "" ? index : index - 1;
        if (target < 0) return;
        const next = [...digits];
        next[target] = "";
        commit(next);
        focusBox(Math.max(0, index - 1));
        return;
      }
      case "Delete": {
        event.preventDefault();
        const next = [...digits];
        next[index] = "";
        commit(next);
        return;
      }
      case "ArrowLeft":
        event.preventDefault();
        focusBox(index - 1);
        return;
      case "ArrowRight":
        event.preventDefault();
        focusBox(index + 1);
        return;
      case "Home":
        event.preventDefault();
        focusBox(0);
        return;
      case "End":
        event.preventDefault();
        focusBox(length - 1);
        return;
    }
  };

  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <div
        role="group"
        aria-label={labelledBy ? undefined : label}
        aria-labelledby={labelledBy}
        aria-describedby={error ? errorId : undefined}
        className="flex w-full gap-2 sm:gap-3"
      >
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(node) => {
              boxes.current[index] = node;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? "one-time-code" : "off"}
            aria-label={`Digit ${index + 1} of ${length}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={digit}
            disabled={disabled}
            onChange={onInput(index)}
            onPaste={onPaste(index)}
            onKeyDown={onKeyDown(index)}
            onFocus={(event) => event.target.select()}
            className={cn(
              // Six boxes share the row: up to 3.5 rem each, narrower when the card is (a phone, a narrow step).
              "h-12 min-w-0 max-w-14 flex-1 rounded-md border border-subtle bg-surface text-center font-mono text-xl text-ink sm:h-14 sm:text-2xl",
              "aria-[invalid=true]:border-danger-700 disabled:cursor-not-allowed disabled:bg-canvas",
            )}
          />
        ))}
      </div>
      {name && <input type="hidden" name={name} value={digits.join("")} />}
      {error && (
        <p id={errorId} className="text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
