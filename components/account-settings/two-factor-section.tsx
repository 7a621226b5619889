"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useClient } from "urql";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PhoneInput } from "@/components/ui/phone-input";
import { Switch } from "@/components/ui/switch";
import { useToast } from "@/components/ui/toast";
import {
  MFA_CLIENT_MESSAGES,
  MFA_STATE_KEY,
  mfaStepFor,
  sendRefusalText,
  type MfaStepState,
} from "@/lib/account-settings/mfa-steps";
import { displayPhone, US_PHONE_NUMBER_MESSAGE, usPhoneNumber } from "@/lib/account-settings/us-phone-number";
import { SEND_MFA_CODE } from "./account-settings-operations";

/**
 * Two-step verification on /account-details (spec 001 §4): the toggle and the phone number. Each change first sends
 * a code (sendMfaCode, +1 and ten digits) and then goes to /account-details/mfa at the right step: turning it on
 * (ENTRY) texts the number given, turning it off (REMOVE) the number on file; a new number goes to EDIT_ENTRY
 * (?edit=true) when two-step verification is on, EDIT when off.
 */
export function TwoFactorSection({
  is2faEnabled,
  phoneNumber,
  hasAuthenticatorApp = false,
}: {
  is2faEnabled: boolean;
  phoneNumber: string | null;
  /** An authenticator app already protects sign-in: said beside the switch, so 'Off' is not read as unprotected. */
  hasAuthenticatorApp?: boolean;
}) {
  const client = useClient();
  const router = useRouter();
  const { toast } = useToast();
  const [editing, setEditing] = useState(!phoneNumber);
  const [digits, setDigits] = useState(phoneNumber ? phoneNumber.slice(-10) : "");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  async function sendCode(action: "toggle" | "edit-phone") {
    // Turning it off always proves the number on file; turning it on uses the number being typed, if any.
    const number = action === "toggle" && (is2faEnabled || !editing) ? phoneNumber : usPhoneNumber(digits);
    if (!number) {
      setEditing(true);
      setFieldError(digits ? US_PHONE_NUMBER_MESSAGE : "Add a phone number to turn on two-step verification.");
      return;
    }
    if (action === "edit-phone" && number === phoneNumber) {
      setFieldError("That is already your number.");
      return;
    }
    setFieldError(undefined);
    setSending(true);
    const result = await client.mutation(SEND_MFA_CODE, { phoneNumber: number, channel: "sms" }).toPromise();
    setSending(false);
    const payload = result.data?.sendMfaCode;
    if (!payload) {
      toast({ message: MFA_CLIENT_MESSAGES.networkSendFailed, theme: "error" });
      return;
    }
    if (payload.error) {
      if (payload.errorField === "phoneNumber") setFieldError(payload.error);
      toast({ message: sendRefusalText(payload.error, payload.retryAfterSeconds), theme: "error" });
      return;
    }
    const step = mfaStepFor(action, is2faEnabled);
    const state: MfaStepState = { step, type: step === "REMOVE" ? "disable" : "enable", phoneNumber: number };
    sessionStorage.setItem(MFA_STATE_KEY, JSON.stringify(state));
    router.push(step === "EDIT_ENTRY" ? "/account-details/mfa?edit=true" : "/account-details/mfa");
  }

  return (
    <section aria-labelledby="two-factor-heading" className="grid gap-5">
      <div>
        <h2 id="two-factor-heading" className="text-lg font-semibold text-ink">
          Two-step verification
        </h2>
        <p className="mt-1 text-sm text-muted">
          When it is on, signing in with your password also asks for a code we text to your phone.
        </p>
      </div>
      <Switch
        label="Two-step verification"
        checked={is2faEnabled}
        busy={sending}
        onChange={() => void sendCode("toggle")}
      />
      {hasAuthenticatorApp && !is2faEnabled ? (
        <p className="text-sm text-muted">
          Your authenticator app already protects sign-in. Turn this on to be able to get codes by text as well.
        </p>
      ) : null}
      {editing ? (
        <div className="flex flex-wrap items-end gap-3">
          <FormField
            label="Phone number"
            hint="A US mobile number. We text a code to it to confirm it."
            error={fieldError}
            className="w-64 max-w-full"
          >
            <PhoneInput value={digits} onChange={setDigits} />
          </FormField>
          {phoneNumber ? (
            <>
              <Button variant="secondary" onClick={() => void sendCode("edit-phone")} loading={sending}>
                Send code
              </Button>
              <Button
                variant="ghost"
                onClick={() => {
                  setEditing(false);
                  setFieldError(undefined);
                  setDigits(phoneNumber.slice(-10));
                }}
              >
                Cancel
              </Button>
            </>
          ) : null}
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-ink">
            <span className="text-muted">Phone number: </span>
            {displayPhone(phoneNumber)}
          </p>
          <Button variant="link" onClick={() => setEditing(true)} aria-label="Edit phone number">
            Edit
          </Button>
        </div>
      )}
    </section>
  );
}
