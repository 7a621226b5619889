"use client";

import { useMemo } from "react";
import { MaskedInput, type MaskOptions, type MaskedValueProps } from "./masked-input";

type ScoreInputProps = MaskedValueProps & {
  /** Most digits accepted (default 3, e.g. a credit score). Range rules (300-850) belong to the form's schema. */
  maxDigits?: number;
};

/** Whole number, digits only; `value`/`onChange` carry the digits ("750"). */
export function ScoreInput({ maxDigits = 3, ...props }: ScoreInputProps) {
  const mask = useMemo<MaskOptions>(() => ({ mask: new RegExp(`^\\d{0,${maxDigits}}$`) }), [maxDigits]);
  return <MaskedInput inputMode="numeric" autoComplete="off" {...props} mask={mask} />;
}
