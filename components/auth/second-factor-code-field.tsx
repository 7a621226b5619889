"use client";

import type { Ref } from "react";
import { Button } from "@/components/ui/button";
import { CodeInput, type CodeInputHandle } from "@/components/ui/code-input";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { MFA_CODE_PATTERN, RECOVERY_CODE_PATTERN, withoutCodeSeparators } from "@/lib/auth/schemas/log-in-rules";

export type SecondFactorCodeMode = "code" | "recovery-code";

/** Whether what was typed can be sent: six digits, or the ten characters of a recovery code. */
export function isSecondFactorCodeComplete(mode: SecondFactorCodeMode, code: string): boolean {
  // The patterns mfaCodeSchema and recoveryCodeField check, without loading zod for a button's state.
  return mode === "code" ? MFA_CODE_PATTERN.test(code) : RECOVERY_CODE_PATTERN.test(withoutCodeSeparators(code));
}

/**
 * The code field of /mfa and of account recovery: six boxes for a texted or authenticator code, or, after 'Use a
 * recovery code instead', one text field for a recovery code. Switching clears what was typed and says so.
 */
export function SecondFactorCodeField({
  mode,
  onModeChange,
  code,
  onCodeChange,
  error,
  codeInputRef,
  codeLabel = "Verification code",
  autoFocus = false,
}: {
  mode: SecondFactorCodeMode;
  onModeChange: (mode: SecondFactorCodeMode) => void;
  code: string;
  onCodeChange: (code: string) => void;
  error: string | null;
  codeInputRef?: Ref<CodeInputHandle>;
  codeLabel?: string;
  autoFocus?: boolean;
}) {
  const switchTo = (next: SecondFactorCodeMode) => {
    onCodeChange("");
    onModeChange(next);
  };
  return (
    <div className="space-y-3">
      {mode === "code" ? (
        <CodeInput
          ref={codeInputRef}
          value={code}
          onChange={onCodeChange}
          label={codeLabel}
          error={error ?? undefined}
          autoFocus={autoFocus}
        />
      ) : (
        <FormField label="Recovery code" hint="10 characters, like abcde-12345" error={error ?? undefined}>
          <TextInput
            value={code}
            onChange={(event) => onCodeChange(event.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            className="font-mono"
            autoFocus
          />
        </FormField>
      )}
      <Button variant="link" onClick={() => switchTo(mode === "code" ? "recovery-code" : "code")}>
        {mode === "code" ? "Use a recovery code instead" : "Use a 6-digit code instead"}
      </Button>
    </div>
  );
}
