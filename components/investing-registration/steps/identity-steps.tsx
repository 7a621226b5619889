"use client";

import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useLazyZodResolver } from "@/components/forms/use-lazy-zod-resolver";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { CodeInput } from "@/components/ui/code-input";
import { DateInput } from "@/components/ui/date-input";
import { FormField } from "@/components/ui/form-field";
import { PhoneInput } from "@/components/ui/phone-input";
import { SsnInput } from "@/components/ui/ssn-input";
import { TextInput } from "@/components/ui/text-input";
import { useToast } from "@/components/ui/toast";
import { WizardFrame } from "@/components/ui/wizard-frame";
import { phoneForWire } from "@/lib/investing/registration/build-account-opening";
import { AGE_MESSAGE } from "@/lib/investing/registration/registration-rules";
import { SEND_MFA_CODE, UPDATE_RECOVERY_EMAIL, VERIFY_MFA_CODE } from "../registration-operations";
import { formatPhoneDigits, phoneDigits, SAVE_ERROR_MESSAGE, type StepProps, type WizardApi } from "../wizard-state";

export const MFA_MESSAGES = {
  sent: "Code sent successfully",
  sendFailed: "Unexpected error sending MFA code",
  invalid: "Invalid code",
  verifyFailed: "Unexpected error verifying code",
} as const;

/** 'Set a recovery email' (002 §2 step 4): saved through the account settings, then in the draft. */
export function RecoveryEmailStep({ frame, wizard, isComplete }: StepProps) {
  const { toast } = useToast();
  const saved = wizard.state.draft.recoveryEmail ?? "";
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<{ recoveryEmail: string }>({
    resolver: useLazyZodResolver(() =>
      import("@/lib/investing/registration/registration-schemas").then((m) => m.recoveryEmailSchema),
    ),
    defaultValues: { recoveryEmail: saved },
    mode: "onTouched",
  });
  const recoveryEmail = useWatch({ control, name: "recoveryEmail" });

  const onSubmit = handleSubmit(async ({ recoveryEmail: email }) => {
    if (email !== saved) {
      const result = await wizard.client.mutation(UPDATE_RECOVERY_EMAIL, { recoveryEmail: email }).toPromise();
      const payload = result.data?.updateAccountSettings;
      if (!payload || payload.error) {
        if (payload?.error && payload.errorField === "recoveryEmail") {
          setError("recoveryEmail", { message: payload.error }, { shouldFocus: true });
        } else {
          toast({ message: payload?.error ?? SAVE_ERROR_MESSAGE, theme: "error" });
        }
        return;
      }
    }
    await wizard.saveAndContinue({ recoveryEmail: email });
  });

  return (
    <WizardFrame
      {...frame}
      description={<p>If you ever lose access to your main email, we can reach you here. We&apos;ll send a link to confirm it.</p>}
      onSubmit={onSubmit}
      nextDisabled={!isComplete({ recoveryEmail }) || !!errors.recoveryEmail}
      nextLoading={isSubmitting}
    >
      <FormField label="Recovery email" error={errors.recoveryEmail?.message} required>
        <TextInput type="email" autoComplete="email" {...register("recoveryEmail")} />
      </FormField>
    </WizardFrame>
  );
}

type PersonValues = { firstName: string; lastName: string; birthday: string; phoneNumber: string };

/** Sends a code to the draft's phone (002 §7 sendMfaCode); toasts per 002 §8. True when it went out. */
export async function sendCode(wizard: WizardApi, phoneNumber: string, channel: "sms" | "call", toast: ReturnType<typeof useToast>["toast"], announce: boolean) {
  try {
    const result = await wizard.client.mutation(SEND_MFA_CODE, { phoneNumber: phoneForWire(phoneNumber), channel }).toPromise();
    const payload = result.data?.sendMfaCode;
    if (!payload) throw result.error ?? new Error("no answer");
    if (payload.error) {
      toast({ message: payload.error, theme: "error" });
      return false;
    }
    if (announce) toast({ message: MFA_MESSAGES.sent, theme: "success" });
    return true;
  } catch {
    toast({ message: MFA_MESSAGES.sendFailed, theme: "error" });
    return false;
  }
}

/**
 * 'Confirm your details' (002 §2 step 5) with its own Next: after the save, a phone that is not the verified one gets
 * a code and the member goes to verifyPhone. Name and birth date are fixed once the clearing firm knows the member.
 */
export function PersonDetailsStep({ frame, wizard, isComplete }: StepProps) {
  const { toast } = useToast();
  const { draft, lnpId } = wizard.state;
  const fixed = !!lnpId;
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PersonValues>({
    resolver: useLazyZodResolver(() =>
      import("@/lib/investing/registration/registration-schemas").then((m) => m.personDetailsSchema),
    ),
    defaultValues: {
      firstName: draft.firstName ?? "",
      lastName: draft.lastName ?? "",
      birthday: draft.birthday ?? "",
      phoneNumber: draft.phoneNumber ?? "",
    },
    mode: "onTouched",
  });
  const values = useWatch({ control }) as PersonValues;

  const onSubmit = handleSubmit(async (person) => {
    await wizard.saveAndContinue(
      { firstName: person.firstName.trim(), lastName: person.lastName.trim(), birthday: person.birthday, phoneNumber: person.phoneNumber },
      { beforeMove: async (saved) => saved.phoneVerified || (await sendCode(wizard, person.phoneNumber, "sms", toast, false)) },
    );
  });

  return (
    <WizardFrame
      {...frame}
      description={<p>These must match your government ID.</p>}
      onSubmit={onSubmit}
      nextDisabled={!isComplete(values)}
      nextLoading={isSubmitting}
    >
      <div className="flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="First name" error={errors.firstName?.message} required>
            <TextInput autoComplete="given-name" disabled={fixed} {...register("firstName")} />
          </FormField>
          <FormField label="Last name" error={errors.lastName?.message} required>
            <TextInput autoComplete="family-name" disabled={fixed} {...register("lastName")} />
          </FormField>
        </div>
        <FormField label="Date of birth" hint={AGE_MESSAGE} error={errors.birthday?.message} required>
          <Controller
            control={control}
            name="birthday"
            render={({ field }) => <DateInput autoComplete="bday" maxLength={10} disabled={fixed} {...field} />}
          />
        </FormField>
        <FormField label="Phone number" hint="We'll text a code to confirm it." error={errors.phoneNumber?.message} required>
          <Controller
            control={control}
            name="phoneNumber"
            render={({ field }) => (
              <PhoneInput
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                value={phoneDigits(field.value)}
                onChange={(digits) => field.onChange(formatPhoneDigits(digits))}
              />
            )}
          />
        </FormField>
      </div>
    </WizardFrame>
  );
}

/** 'Let's verify your phone number' (002 §2 step 6, §5, §8): six boxes, resend by text or call. */
export function VerifyPhoneStep({ frame, wizard, isComplete }: StepProps) {
  const { toast } = useToast();
  const [code, setCode] = useState("");
  const [verifying, setVerifying] = useState(false);
  const [sending, setSending] = useState<"sms" | "call" | null>(null);
  const phoneNumber = wizard.state.draft.phoneNumber ?? "";

  async function verify() {
    setVerifying(true);
    try {
      const result = await wizard.client.mutation(VERIFY_MFA_CODE, { code, phoneNumber: phoneForWire(phoneNumber) }).toPromise();
      const payload = result.data?.verifyMfaCode;
      if (!payload) throw result.error ?? new Error("no answer");
      if (payload.error) {
        toast({ message: payload.error, theme: "error" });
      } else if (payload.status !== "approved") {
        toast({ message: MFA_MESSAGES.invalid, theme: "error" });
      } else {
        wizard.update({ phoneVerified: true });
        if (await wizard.saveAndContinue({})) return;
      }
    } catch {
      toast({ message: MFA_MESSAGES.verifyFailed, theme: "error" });
    }
    setVerifying(false);
  }

  async function resend(channel: "sms" | "call") {
    setSending(channel);
    await sendCode(wizard, phoneNumber, channel, toast, true);
    setSending(null);
  }

  return (
    <WizardFrame
      {...frame}
      description={<p>We sent a six-digit code to {phoneNumber}. Enter it below.</p>}
      onSubmit={(event) => {
        event.preventDefault();
        if (isComplete({ mfaCode: code })) void verify();
      }}
      nextDisabled={!isComplete({ mfaCode: code })}
      nextLoading={verifying}
    >
      <div className="flex flex-col gap-4">
        <CodeInput label="Verification code" value={code} onChange={setCode} autoFocus />
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <Button variant="link" loading={sending === "sms"} onClick={() => void resend("sms")}>
            Resend code via SMS
          </Button>
          <Button variant="link" loading={sending === "call"} onClick={() => void resend("call")}>
            Send code via phone call
          </Button>
        </div>
      </div>
    </WizardFrame>
  );
}

/** "123-45-6789" from the SSN field's digits. */
export function formatSsnDigits(digits: string): string {
  const d = digits.replace(/\D/g, "").slice(0, 9);
  if (d.length <= 3) return d;
  if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

/**
 * The SSN (002 §2 step 7, §5): sent once from this step, stored encrypted on the server, never in the draft. When the
 * clearing firm knows the member it is fixed and shown as its last four.
 */
export function SocialSecurityStep({ frame, wizard, isComplete }: StepProps) {
  const { lnpId, taxIdLastFour, draft } = wizard.state;
  const fixed = !!lnpId;
  const [digits, setDigits] = useState("");
  const [confirm, setConfirm] = useState(fixed || !!draft.socialSecurityConfirm);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const socialSecurity = formatSsnDigits(digits);
  const onFile = fixed || (!!taxIdLastFour && digits === "" && confirm);
  const complete = isComplete({ socialSecurity, socialSecurityConfirm: confirm, onFile });
  const ssnError = touched && digits !== "" && digits.length < 9 ? "Enter the 9 digits of your Social Security number." : undefined;

  async function next() {
    setSaving(true);
    const saved = await wizard.saveAndContinue(
      { socialSecurityConfirm: true },
      fixed || digits === "" ? {} : { socialSecurity },
    );
    if (!saved) setSaving(false);
  }

  return (
    <WizardFrame
      {...frame}
      description={<p>Federal law requires us to collect it to open an investing account. It is encrypted and kept private.</p>}
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) void next();
      }}
      nextDisabled={!complete}
      nextLoading={saving}
    >
      <div className="flex flex-col gap-5">
        {fixed ? (
          <FormField label="Social Security number" hint="On file with your investing account.">
            <TextInput value={`•••-••-${taxIdLastFour ?? "••••"}`} disabled readOnly />
          </FormField>
        ) : (
          <FormField
            label="Social Security number"
            hint={taxIdLastFour ? `On file: •••-••-${taxIdLastFour}. Enter it again only to change it.` : undefined}
            error={ssnError}
            required={!taxIdLastFour}
          >
            <SsnInput value={digits} onChange={setDigits} onBlur={() => setTouched(true)} />
          </FormField>
        )}
        <Checkbox
          label="I am a U.S. citizen."
          checked={confirm}
          disabled={fixed}
          onChange={(event) => setConfirm(event.target.checked)}
        />
      </div>
    </WizardFrame>
  );
}
