"use client";

import { MaskedInput, type MaskSpec, type MaskedValueProps } from "./masked-input";

// Built once imask has loaded (MaskedInput fetches it with the first field), since its blocks are imask's classes.
const dateMask: MaskSpec = (IMask) => ({
  mask: "MM/DD/YYYY",
  blocks: {
    // "pad" turns a typed 2 into 02, so "2152000" becomes 02/15/2000.
    MM: { mask: IMask.MaskedRange, from: 1, to: 12, maxLength: 2, autofix: "pad" },
    DD: { mask: IMask.MaskedRange, from: 1, to: 31, maxLength: 2, autofix: "pad" },
    YYYY: { mask: IMask.MaskedRange, from: 1900, to: 2199, maxLength: 4 },
  },
});

/**
 * Date typed as MM/DD/YYYY. Unlike the other masked inputs, `value`/`onChange` carry the formatted text
 * ("01/15/2000"): the spec's dates are MM/DD/YYYY strings, and the form's schema checks the calendar and age rules.
 */
export function DateInput(props: MaskedValueProps) {
  return (
    <MaskedInput inputMode="numeric" placeholder="MM/DD/YYYY" {...props} mask={dateMask} output="masked" />
  );
}
