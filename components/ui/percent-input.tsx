"use client";

import { useMemo } from "react";
import { MaskedInput, type MaskOptions, type MaskedValueProps } from "./masked-input";

type PercentInputProps = Omit<MaskedValueProps, "max"> & {
  /** Decimal places allowed (default 2). */
  decimals?: number;
  /** Largest value accepted while typing (default 100). */
  max?: number;
};

/** Percentage shown as "5.25 %"; `value`/`onChange` carry "5.25". */
export function PercentInput({ decimals = 2, max = 100, ...props }: PercentInputProps) {
  const mask = useMemo<MaskOptions>(
    () => ({
      mask: "num %",
      // Not lazy, so the " %" suffix is shown as soon as the field has a value.
      lazy: false,
      blocks: { num: { mask: Number, scale: decimals, radix: ".", mapToRadix: ["."], min: 0, max } },
    }),
    [decimals, max],
  );
  return <MaskedInput inputMode="decimal" autoComplete="off" {...props} mask={mask} />;
}
