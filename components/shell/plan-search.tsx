"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useRouter } from "next/navigation";
import { cn } from "@/components/ui/cn";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { staffPlanPath } from "./shell-access";

export type PlanOption = { id: string; name: string };
export type SearchPlans = (query: string) => Promise<PlanOption[]>;

type PlanSearchProps = {
  searchPlans: SearchPlans;
  /** Wait after the last keystroke before searching. */
  debounceMs?: number;
};

type SearchState =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "done"; results: PlanOption[] }
  | { kind: "failed" };

/**
 * "Select Plan" (spec 001 §2 Admin menu): an ARIA 1.2 combobox with a listbox popup. Typing searches after a pause,
 * arrow keys move through the results, Enter opens the plan, Escape closes the list (and, when it is closed, clears
 * the field). Only the newest search's answer is shown, so a slow early request cannot overwrite a later one.
 */
export function PlanSearch({ searchPlans, debounceMs = 250 }: PlanSearchProps) {
  const router = useRouter();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [query, setQuery] = useState("");
  const [state, setState] = useState<SearchState>({ kind: "idle" });
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestRequest = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  const results = state.kind === "done" ? state.results : [];
  const expanded = open && results.length > 0;

  function search(text: string) {
    const request = ++latestRequest.current;
    setState({ kind: "loading" });
    searchPlans(text).then(
      (found) => {
        if (request !== latestRequest.current) return;
        setState({ kind: "done", results: found });
        setActiveIndex(-1);
        setOpen(true);
      },
      () => {
        if (request === latestRequest.current) setState({ kind: "failed" });
      },
    );
  }

  function onChange(text: string) {
    setQuery(text);
    clearTimeout(timer.current);
    const trimmed = text.trim();
    if (!trimmed) {
      latestRequest.current++;
      setState({ kind: "idle" });
      setOpen(false);
      return;
    }
    timer.current = setTimeout(() => search(trimmed), debounceMs);
  }

  function choose(plan: PlanOption) {
    setOpen(false);
    setQuery(plan.name);
    // The plan's page (tier, seats, administrators, roster sync), which links on to its dashboard.
    router.push(staffPlanPath(plan.id));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (results.length === 0) return;
        event.preventDefault();
        event.stopPropagation();
        const step = event.key === "ArrowDown" ? 1 : -1;
        if (!open) {
          setOpen(true);
          setActiveIndex(step === 1 ? 0 : results.length - 1);
          return;
        }
        setActiveIndex((index) =>
          index < 0 ? (step === 1 ? 0 : results.length - 1) : (index + step + results.length) % results.length,
        );
        return;
      }
      case "Enter": {
        const plan = expanded ? results[activeIndex] : undefined;
        if (!plan) return;
        event.preventDefault();
        choose(plan);
        return;
      }
      case "Escape": {
        // Handled here so the surrounding admin menu stays open while the list closes.
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActiveIndex(-1);
        } else if (query) {
          event.preventDefault();
          event.stopPropagation();
          onChange("");
        }
        return;
      }
    }
  }

  const activeOption = expanded && activeIndex >= 0 ? `${id}-option-${activeIndex}` : undefined;

  return (
    <div>
      <FormField label="Select Plan">
        <div className="relative">
          <TextInput
            role="combobox"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={activeOption}
            autoComplete="off"
            spellCheck={false}
            placeholder="Search plans"
            value={query}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
            onFocus={() => results.length > 0 && setOpen(true)}
          />
          <ul
            id={listboxId}
            role="listbox"
            aria-label="Plans"
            hidden={!expanded}
            className="absolute inset-x-0 top-full z-10 mt-1 max-h-64 overflow-y-auto rounded-md border border-border bg-surface p-1 shadow-lg"
          >
            {results.map((plan, index) => (
              <li
                key={plan.id}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                // Keeps focus in the field, so the blur handler does not close the list before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActiveIndex(index)}
                onClick={() => choose(plan)}
                className={cn(
                  "flex min-h-11 cursor-pointer items-center rounded px-3 text-sm text-ink",
                  index === activeIndex && "bg-brand-50 text-brand-900",
                )}
              >
                {plan.name}
              </li>
            ))}
          </ul>
        </div>
      </FormField>
      <p role="status" className="mt-1 text-sm text-muted empty:hidden">
        {state.kind === "done" && results.length === 0 && query.trim() ? "No results found." : null}
        {state.kind === "failed" ? "Plans could not be searched. Please try again." : null}
      </p>
    </div>
  );
}
