"use client";

import { useCallback, useEffect, useEffectEvent, useRef, type ComponentPropsWithRef, type Ref } from "react";
import { IMask, type ReactMaskOpts } from "react-imask";
import { useFieldControlProps } from "./form-field";
import { textInputClasses } from "./text-input";
import { cn } from "./cn";

export type MaskOptions = ReactMaskOpts;
const attachMask = (element: HTMLInputElement, options: MaskOptions) => IMask(element, options);
type InputMask = ReturnType<typeof attachMask>;
type Output = "unmasked" | "masked";

export type MaskedValueProps = Omit<ComponentPropsWithRef<"input">, "value" | "defaultValue" | "onChange" | "type"> & {
  /** The raw value as the form stores it (digits, "." for decimals). null and undefined mean empty. */
  value?: string | number | null;
  /** Called with the raw value on every accepted keystroke; react-hook-form's `field.onChange` fits. */
  onChange?: (value: string) => void;
};

type MaskedInputProps = MaskedValueProps & {
  /** imask options; keep the object stable (module constant or useMemo). */
  mask: MaskOptions;
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
  const initialValue = useEffectEvent(() => toText(value));

  useEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    // A field emptied in one go (select all + Delete, the browser's or a script's clear) is empty. Left to itself the
    // mask reads the change against the caret it last saw and can keep part of the old value ("(2", "25 %").
    // Registered before the mask's own listener, so the mask then sees nothing left to change.
    const onInput = () => {
      const m = maskRef.current;
      if (m && element.value === "" && m.value !== "") m.value = "";
    };
    element.addEventListener("input", onInput);
    const m = attachMask(element, mask);
    maskRef.current = m;
    // On focus the mask moves a bare caret off the fixed characters ("$", "("). Chromium focuses an unfocused field
    // inside select(), before the selection is in place, so the mask saw a caret and collapsed what select() was
    // about to select: a tool's fill, or a script selecting the value to replace or delete it, then edited one
    // character of it. Aligning once the browser is done leaves a selected value selected.
    const alignCursorNow = m.alignCursorFriendly;
    m.alignCursorFriendly = () => queueMicrotask(() => maskRef.current === m && alignCursorNow());
    sync(m, initialValue());
    m.on("accept", () => onAccept(m));
    return () => {
      m.destroy();
      maskRef.current = null;
      element.removeEventListener("input", onInput);
    };
    // One mask per element; later option changes go through updateOptions below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const m = maskRef.current;
    if (!m) return;
    const caret = m.cursorPos;
    m.updateOptions(mask as never);
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
