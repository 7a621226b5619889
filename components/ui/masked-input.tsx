"use client";

import { useCallback, useEffect, useEffectEvent, useRef, type ComponentPropsWithRef, type Ref } from "react";
import type { default as IMaskFactory } from "imask";
import type { ReactMaskOpts } from "react-imask";
import { useFieldControlProps } from "./form-field";
import { loadOnce } from "./use-module-on-mount";
import { textInputClasses } from "./text-input";
import { cn } from "./cn";

export type MaskOptions = ReactMaskOpts;
/** Options, or how to build them from imask once it has loaded (for masks made of imask's classes, e.g. a date). */
export type MaskSpec = MaskOptions | ((imask: typeof IMaskFactory) => MaskOptions);
type InputMask = ReturnType<typeof IMaskFactory<MaskOptions>>;

// imask (about 17 kB gzip) is fetched when the first masked field mounts, not with the page: the field works as a
// plain input for the moment it takes, and what was typed meanwhile is formatted once the mask attaches.
let loadedIMask: typeof IMaskFactory | undefined;
/** Fetches imask ahead (a form about to show masked fields; tests): fields mounted afterwards attach at once. */
export const loadInputMasks = loadOnce(() => import("imask").then((module) => (loadedIMask = module.default)));
const optionsOf = (spec: MaskSpec, imask: typeof IMaskFactory) => (typeof spec === "function" ? spec(imask) : spec);
type Output = "unmasked" | "masked";

export type MaskedValueProps = Omit<ComponentPropsWithRef<"input">, "value" | "defaultValue" | "onChange" | "type"> & {
  /** The raw value as the form stores it (digits, "." for decimals). null and undefined mean empty. */
  value?: string | number | null;
  /** Called with the raw value on every accepted keystroke; react-hook-form's `field.onChange` fits. */
  onChange?: (value: string) => void;
};

type MaskedInputProps = MaskedValueProps & {
  /** imask options, or a function building them from imask; keep it stable (module constant or useMemo). */
  mask: MaskSpec;
  /** What `value` and `onChange` carry: the unmasked value (default) or the formatted text (dates). */
  output?: Output;
  type?: "text" | "password";
};

function toText(value: MaskedValueProps["value"]): string {
  return value === null || value === undefined ? "" : String(value);
}

function read(mask: InputMask, output: Output): string {
  return output === "masked" ? mask.value : mask.unmaskedValue;
}

function write(mask: InputMask, output: Output, text: string) {
  if (output === "masked") mask.value = text;
  else mask.unmaskedValue = text;
}

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === "function") ref(node);
  else if (ref) (ref as { current: T | null }).current = node;
}

/**
 * An input formatted as the user types (imask) and controlled by its raw value. The base of the amount, percent,
 * score, date, phone and SSN inputs; spread react-hook-form's Controller `field` onto any of them.
 */
export function MaskedInput({
  mask,
  output = "unmasked",
  value,
  onChange,
  ref,
  className,
  type = "text",
  ...props
}: MaskedInputProps) {
  const control = useFieldControlProps(props);
  const elementRef = useRef<HTMLInputElement | null>(null);
  const maskRef = useRef<InputMask | null>(null);
  // True while the value is being set from props, so that only the user's edits are reported.
  const syncing = useRef(false);

  const sync = (m: InputMask, text: string) => {
    // An empty value also clears what only looks like one (a lone "$" or "(" left by the mask).
    if (read(m, output) === text && (text !== "" || m.value === "")) return;
    syncing.current = true;
    if (text === "") m.value = "";
    else write(m, output, text);
    syncing.current = false;
  };

  const onAccept = useEffectEvent((m: InputMask) => {
    if (!syncing.current) onChange?.(read(m, output));
  });
  const currentValue = useEffectEvent(() => toText(value));
  const currentSpec = useEffectEvent(() => mask);

  useEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    const attach = (imask: typeof IMaskFactory) => {
      // A field emptied in one go (select all + Delete, the browser's or a script's clear) is empty. Left to itself the
      // mask reads the change against the caret it last saw and can keep part of the old value ("(2", "25 %").
      // Registered before the mask's own listener, so the mask then sees nothing left to change.
      const onInput = () => {
        const m = maskRef.current;
        if (m && element.value === "" && m.value !== "") m.value = "";
      };
      element.addEventListener("input", onInput);
      // Typed before the mask arrived: formatted now and reported like any edit.
      const typedMeanwhile = element.value !== "" && element.value !== currentValue() ? element.value : null;
      const m = imask(element, optionsOf(currentSpec(), imask));
      maskRef.current = m;
      // On focus the mask moves a bare caret off the fixed characters ("$", "("). Chromium focuses an unfocused field
      // inside select(), before the selection is in place, so the mask saw a caret and collapsed what select() was
      // about to select: a tool's fill, or a script selecting the value to replace or delete it, then edited one
      // character of it. Aligning once the browser is done leaves a selected value selected.
      const alignCursorNow = m.alignCursorFriendly;
      m.alignCursorFriendly = () => queueMicrotask(() => maskRef.current === m && alignCursorNow());
      sync(m, currentValue());
      m.on("accept", () => onAccept(m));
      if (typedMeanwhile !== null) {
        m.value = typedMeanwhile;
        onAccept(m);
      }
      return () => {
        m.destroy();
        maskRef.current = null;
        element.removeEventListener("input", onInput);
      };
    };

    if (loadedIMask) return attach(loadedIMask);
    let cancelled = false;
    let detach = () => {};
    // Not fetched (offline for a moment): the field stays a plain input, and the next field tries again.
    loadInputMasks().then(
      (imask) => {
        if (!cancelled) detach = attach(imask);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      detach();
    };
    // One mask per element; later option changes go through updateOptions below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const m = maskRef.current;
    // A mask in place means imask has loaded.
    if (!m || !loadedIMask) return;
    const caret = m.cursorPos;
    m.updateOptions(optionsOf(mask, loadedIMask) as never);
    // New options can rewrite the text (a suffix appears), which puts the browser's caret at the end.
    if (elementRef.current === elementRef.current?.ownerDocument.activeElement) {
      m.cursorPos = caret;
      m.alignCursor();
    }
  }, [mask]);

  useEffect(() => {
    if (maskRef.current) sync(maskRef.current, toText(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      elementRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  return (
    <input
      {...props}
      {...control}
      type={type}
      ref={setRefs}
      className={cn(textInputClasses, className)}
    />
  );
}
