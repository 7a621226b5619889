"use client";

import { useState } from "react";
import { MaskedInput, type MaskOptions, type MaskedValueProps } from "./masked-input";

const ssnMask: MaskOptions = { mask: "000-00-0000" };

type SsnInputProps = MaskedValueProps & {
  /** Starts shown instead of hidden. */
  defaultVisible?: boolean;
};

/**
 * Social Security number: digits only, formatted XXX-XX-XXXX, hidden (password field) until the user presses Show.
 * `value`/`onChange` carry the 9 digits. Autocomplete is off and password managers are asked not to save it.
 */
export function SsnInput({ defaultVisible = false, className, ...props }: SsnInputProps) {
  const [visible, setVisible] = useState(defaultVisible);

  return (
    <div className="relative">
      <MaskedInput
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        data-1p-ignore=""
        data-lpignore="true"
        {...props}
        type={visible ? "text" : "password"}
        mask={ssnMask}
        className={`pr-20 ${className ?? ""}`}
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? "Hide Social Security number" : "Show Social Security number"}
        className="absolute inset-y-0.5 right-0.5 inline-flex min-w-16 items-center justify-center rounded-md px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {visible ? "Hide" : "Show"}
      </button>
    </div>
  );
}
