"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import type { AddressDetails, AddressSuggestion } from "@/lib/integrations/address-lookup/types";
import { AddressLookupRequestError, routeAddressLookupClient, type AddressLookupClient } from "./address-lookup-client";
import { cn } from "./cn";
import { FormField, useFieldControlProps } from "./form-field";
import { Spinner } from "./spinner";
import { textInputClasses } from "./text-input";
import { VisuallyHidden } from "./visually-hidden";

export const ADDRESS_SEARCH_DELAY_MS = 300;
/** Fewer characters than this match too much to be worth a provider call. */
export const ADDRESS_SEARCH_MIN_LENGTH = 3;
export const NO_MATCHING_ADDRESS = "No matching US address";
export const NOT_A_STREET_ADDRESS = "Please choose a full US street address.";

type AddressFieldProps = {
  label: ReactNode;
  /** The chosen address, in the clearing firm's fields. */
  onSelect(details: AddressDetails): void;
  /** Editing the text after a choice drops the chosen place (spec 002 §2). */
  onClear?(): void;
  /** The text shown at first, e.g. a saved address's formatted address. */
  defaultValue?: string;
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  id?: string;
  name?: string;
  disabled?: boolean;
  className?: string;
  /** Where suggestions and details come from; our /api/address-lookup routes unless a test passes its own. */
  lookup?: AddressLookupClient;
};

/**
 * A US street address search (WAI-ARIA combobox with a list of suggestions): typing waits 300 ms, then suggests;
 * arrow keys move through them, Enter or a click chooses, Escape closes. Choosing fetches the place's details and
 * hands them to `onSelect`.
 *
 *   <AddressField label="Residential address" required error={errors.residentialAddress?.message}
 *     onSelect={(address) => setValue("residentialAddress", address)} onClear={() => setValue("residentialAddress", null)} />
 */
export function AddressField({ label, hint, error, required, id, className, ...props }: AddressFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id} className={className}>
      <AddressCombobox {...props} />
    </FormField>
  );
}

type SearchState =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "ready"; suggestions: AddressSuggestion[] }
  | { kind: "failed"; message: string };

function AddressCombobox({
  onSelect,
  onClear,
  defaultValue = "",
  placeholder = "Street, City, State",
  name,
  disabled,
  lookup = routeAddressLookupClient,
}: Omit<AddressFieldProps, "label" | "hint" | "error" | "required" | "id" | "className">) {
  const control = useFieldControlProps({});
  const listboxId = useId();
  const [text, setText] = useState(defaultValue);
  /** Only the person's typing searches; text set by a choice does not. */
  const [query, setQuery] = useState<string | null>(null);
  const [search, setSearch] = useState<SearchState>({ kind: "idle" });
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [choosing, setChoosing] = useState(false);
  const [chosen, setChosen] = useState(Boolean(defaultValue));
  const sessionToken = useRef<string | null>(null);
  // A caller's inline client object must not restart the search on every render.
  const lookupRef = useRef(lookup);
  useEffect(() => {
    lookupRef.current = lookup;
  });

  useEffect(() => {
    if (query === null || query.trim().length < ADDRESS_SEARCH_MIN_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setSearch({ kind: "loading" });
      sessionToken.current ??= newSessionToken();
      lookupRef.current.suggestions(query.trim(), { sessionToken: sessionToken.current, signal: controller.signal }).then(
        (suggestions) => {
          setSearch({ kind: "ready", suggestions });
          setActiveIndex(-1);
          setOpen(true);
        },
        (failure: unknown) => {
          if (controller.signal.aborted) return;
          setSearch({ kind: "failed", message: failureMessage(failure) });
          setOpen(true);
        },
      );
    }, ADDRESS_SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const suggestions = search.kind === "ready" ? search.suggestions : [];
  const listShown = open && suggestions.length > 0;
  const activeId = listShown && activeIndex >= 0 ? `${listboxId}-${activeIndex}` : undefined;
  const message =
    !open || choosing
      ? null
      : search.kind === "ready" && suggestions.length === 0
        ? NO_MATCHING_ADDRESS
        : search.kind === "failed"
          ? search.message
          : null;

  function edit(value: string) {
    setText(value);
    setQuery(value);
    if (value.trim().length < ADDRESS_SEARCH_MIN_LENGTH) {
      setSearch({ kind: "idle" });
      setOpen(false);
    }
    if (chosen) {
      setChosen(false);
      onClear?.();
    }
  }

  async function choose(suggestion: AddressSuggestion) {
    setOpen(false);
    setQuery(null);
    setText(suggestion.description);
    setChoosing(true);
    try {
      const details = await lookupRef.current.details(suggestion.placeId, { sessionToken: sessionToken.current ?? newSessionToken() });
      // The provider bills typing and the chosen details as one session; the next address starts a new one.
      sessionToken.current = null;
      if (!details) {
        setSearch({ kind: "failed", message: NOT_A_STREET_ADDRESS });
        setOpen(true);
        return;
      }
      setText(details.formattedAddress);
      setChosen(true);
      onSelect(details);
    } catch (failure) {
      setSearch({ kind: "failed", message: failureMessage(failure) });
      setOpen(true);
    } finally {
      setChoosing(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (suggestions.length === 0) return;
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      if (!open) {
        setOpen(true);
        setActiveIndex(step === 1 ? 0 : suggestions.length - 1);
        return;
      }
      const count = suggestions.length;
      setActiveIndex((index) => (index < 0 ? (step === 1 ? 0 : count - 1) : (index + step + count) % count));
    } else if (event.key === "Enter") {
      if (listShown && activeIndex >= 0) {
        event.preventDefault();
        void choose(suggestions[activeIndex]!);
      }
    } else if (event.key === "Escape") {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActiveIndex(-1);
      }
    }
  }

  const busy = search.kind === "loading" || choosing;
  const announcement = busy
    ? ""
    : message ??
      (listShown ? `${suggestions.length} ${suggestions.length === 1 ? "address" : "addresses"} found. Use the arrow keys to choose.` : "");

  return (
    <div className="relative">
      <input
        type="text"
        role="combobox"
        name={name}
        disabled={disabled}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        aria-autocomplete="list"
        aria-expanded={listShown}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        aria-busy={busy || undefined}
        {...control}
        value={text}
        onChange={(event) => edit(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => search.kind === "ready" && query !== null && setOpen(true)}
        className={cn(textInputClasses, "pr-10")}
      />
      {busy && (
        <span className="pointer-events-none absolute top-3 right-3 text-muted">
          <Spinner size="sm" />
        </span>
      )}
      <ul
        id={listboxId}
        role="listbox"
        aria-label="Address suggestions"
        hidden={!listShown}
        className="absolute z-40 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-border bg-surface p-1 shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.placeId}
            id={`${listboxId}-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            // Keeps focus in the input, so the choice does not blur it first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void choose(suggestion)}
            onMouseMove={() => setActiveIndex(index)}
            className={cn(
              "flex min-h-11 cursor-pointer items-center rounded-md px-3 py-2 text-sm text-ink",
              index === activeIndex && "bg-brand-50 text-brand-900",
            )}
          >
            {suggestion.description}
          </li>
        ))}
      </ul>
      {message && (
        <p
          aria-hidden="true"
          className="absolute z-40 mt-1 w-full rounded-lg border border-border bg-surface px-3 py-2 text-sm text-muted shadow-lg"
        >
          {message}
        </p>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}

/** crypto.randomUUID needs a secure context; a plain-http preview still gets a random token. */
function newSessionToken(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function failureMessage(failure: unknown): string {
  return failure instanceof AddressLookupRequestError
    ? failure.message
    : "Address search is unavailable right now. Please try again in a moment.";
}
