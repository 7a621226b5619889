"use client";

import { MaskedInput, type MaskOptions, type MaskedValueProps } from "./masked-input";

const phoneMask: MaskOptions = {
  mask: "(#00) 000 0000",
  definitions: { "#": /[1-9]/ },
};

/** US phone shown as "(512) 555 0142", first digit 1-9; `value`/`onChange` carry up to 10 digits ("5125550142"). */
export function PhoneInput(props: MaskedValueProps) {
  return <MaskedInput inputMode="tel" autoComplete="tel-national" {...props} mask={phoneMask} />;
}
