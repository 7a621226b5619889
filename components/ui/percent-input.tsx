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
  const empty = props.value === undefined || props.value === null || props.value === "";
  const mask = useMemo<MaskOptions>(
    () => ({
      mask: "num %",
      // Not lazy once there is a number, so the " %" suffix shows with it; lazy while empty, so an empty field is
      // empty rather than a lone " %".
      lazy: empty,
      blocks: { num: { mask: Number, scale: decimals, radix: ".", mapToRadix: ["."], min: 0, max } },
    }),
    [decimals, max, empty],
  );
  return <MaskedInput inputMode="decimal" autoComplete="off" {...props} mask={mask} />;
}
