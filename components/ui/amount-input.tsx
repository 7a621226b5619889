"use client";

import { MaskedInput, type MaskOptions, type MaskedValueProps } from "./masked-input";

const amountMask: MaskOptions = {
  mask: "$num",
  blocks: {
    num: { mask: Number, scale: 2, thousandsSeparator: ",", radix: ".", mapToRadix: ["."], min: 0 },
  },
};

/** Dollar amount shown as "$1,234.5"; `value`/`onChange` carry "1234.5" ($ and , stripped, as the spec requires). */
export function AmountInput(props: MaskedValueProps) {
  return <MaskedInput inputMode="decimal" autoComplete="off" {...props} mask={amountMask} />;
}
