"use client";

import { useEffect, useState } from "react";
import { FormField } from "@/components/ui/form-field";
import { PhoneInput } from "@/components/ui/phone-input";
import { TextInput } from "@/components/ui/text-input";
import { WizardFrame } from "@/components/ui/wizard-frame";
import { phoneForWire } from "@/lib/investing/registration/build-account-opening";
import {
  FULL_NAME_PATTERN,
  PHONE_CHECK_DEBOUNCE_MS,
  TRUSTED_CONTACT_EMAIL_MESSAGE,
  TRUSTED_CONTACT_NAME_MESSAGE,
  TRUSTED_CONTACT_PHONE_MESSAGE,
} from "@/lib/investing/registration/registration-rules";
import type { RegistrationAddress } from "@/lib/investing/registration/registration-schemas";
import { AddressField } from "@/components/ui/address-field";
import { registrationSchemas } from "../load-registration-schemas";
import { CHECK_PHONE_NUMBER } from "../registration-operations";
import { formatPhoneDigits, phoneDigits, type StepProps } from "../wizard-state";
import { draftAddress } from "./address-steps";

type Method = "emailAddress" | "phoneNumber" | "mailingAddress";
export type TrustedContactValues = {
  name: string;
  contactMethod: Method | null;
  emailAddress: string;
  phoneNumber: string;
  mailingAddress: RegistrationAddress | null;
  mailingAddressAptUnit: string;
};
/** null while the phone has not been checked yet. */
type PhoneCheck = boolean | null;

const METHODS: Array<{ value: Method; label: string }> = [
  { value: "emailAddress", label: "Email" },
  { value: "phoneNumber", label: "Phone" },
  { value: "mailingAddress", label: "Mailing address" },
];

/**
 * 002 §5: optional, so valid with no name and no contact method; otherwise a full name and a valid method, a phone
 * only once the server has said it is valid.
 */
export function isCompleteTrustedContact(values: unknown): boolean {
  const { contact, phoneValid } = values as { contact: TrustedContactValues; phoneValid: PhoneCheck };
  const name = contact.name.trim();
  if (!name && !contact.contactMethod) return true;
  if (!contact.contactMethod) return false;
  if (!registrationSchemas().trustedContactSchema.safeParse({ ...contact, name }).success) return false;
  return contact.contactMethod !== "phoneNumber" || phoneValid === true;
}

export const CHOOSE_METHOD_MESSAGE = "Choose how we can reach them, or clear the name to skip.";

/** The field errors shown once a field has been left (002 §5 messages). */
export function trustedContactErrors(contact: TrustedContactValues, phoneValid: PhoneCheck) {
  const name = contact.name.trim();
  return {
    // 'Name required once a method is chosen' (002 §5); a name without a method is asked for its method instead.
    name: contact.contactMethod && !FULL_NAME_PATTERN.test(name) ? TRUSTED_CONTACT_NAME_MESSAGE : undefined,
    contactMethod: name && !contact.contactMethod ? CHOOSE_METHOD_MESSAGE : undefined,
    emailAddress:
      contact.contactMethod === "emailAddress" &&
      !registrationSchemas().trustedContactSchema.safeParse({ ...contact, name: "A B" }).success
        ? TRUSTED_CONTACT_EMAIL_MESSAGE
        : undefined,
    phoneNumber: contact.contactMethod === "phoneNumber" && phoneValid === false ? TRUSTED_CONTACT_PHONE_MESSAGE : undefined,
  };
}

/** The trusted contact (002 §2 step 13, §5): optional; the phone is checked by the server, 500 ms after typing stops. */
export function TrustedContactStep({ frame, wizard, isComplete }: StepProps) {
  const saved = wizard.state.draft.trustedContact;
  const [contact, setContact] = useState<TrustedContactValues>({
    name: saved?.name ?? "",
    contactMethod: (saved?.contactMethod as Method | null | undefined) ?? null,
    emailAddress: saved?.emailAddress ?? "",
    phoneNumber: saved?.phoneNumber ?? "",
    mailingAddress: saved?.mailingAddress ?? null,
    mailingAddressAptUnit: saved?.mailingAddressAptUnit ?? "",
  });
  const [check, setCheck] = useState<{ phone: string; valid: boolean } | null>(null);
  const digits = phoneDigits(contact.phoneNumber);
  const phoneValid: PhoneCheck =
    digits.length === 0 ? null : digits.length < 10 ? false : check?.phone === contact.phoneNumber ? check.valid : null;
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [saving, setSaving] = useState(false);
  const complete = isComplete({ contact, phoneValid });
  const errors = trustedContactErrors(contact, phoneValid);
  // Shown below the choices, so that it never moves them as the name field is left for a click on one.
  const methodError = touched.name ? errors.contactMethod : undefined;
  const client = wizard.client;

  useEffect(() => {
    if (contact.contactMethod !== "phoneNumber" || phoneDigits(contact.phoneNumber).length < 10) return;
    let current = true;
    const phone = contact.phoneNumber;
    const timer = setTimeout(() => {
      void client
        .query(CHECK_PHONE_NUMBER, { phoneNumber: phoneForWire(contact.phoneNumber) }, { requestPolicy: "network-only" })
        .toPromise()
        .then((result) => {
          if (current) setCheck({ phone, valid: result.data?.checkPhoneNumber.valid ?? false });
        });
    }, PHONE_CHECK_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, contact.contactMethod, contact.phoneNumber]);

  const change = (patch: Partial<TrustedContactValues>) => setContact((current) => ({ ...current, ...patch }));
  const leave = (field: string) => () => setTouched((current) => ({ ...current, [field]: true }));

  async function next() {
    setSaving(true);
    const method = contact.contactMethod;
    // Without a method the contact is saved empty, which also drops one saved earlier.
    const saved = await wizard.saveAndContinue({
      trustedContact: {
        name: method ? contact.name.trim() : "",
        contactMethod: method,
        emailAddress: method === "emailAddress" ? contact.emailAddress.trim() : undefined,
        phoneNumber: method === "phoneNumber" ? contact.phoneNumber : undefined,
        mailingAddress: method === "mailingAddress" ? contact.mailingAddress : null,
        mailingAddressAptUnit: method === "mailingAddress" ? contact.mailingAddressAptUnit.trim() : undefined,
      },
    });
    if (!saved) setSaving(false);
  }

  return (
    <WizardFrame
      {...frame}
      description={
        <p>
          Optional. Someone we may contact if we can&apos;t reach you or are concerned about your account, such as
          possible financial exploitation. They can&apos;t see or act on your account.
        </p>
      }
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) void next();
      }}
      nextDisabled={!complete}
      nextLoading={saving}
    >
      <div className="flex flex-col gap-5">
        <FormField label="Full name" hint="First and last name" error={touched.name ? errors.name : undefined}>
          <TextInput autoComplete="off" maxLength={100} value={contact.name} onChange={(e) => change({ name: e.target.value })} onBlur={leave("name")} />
        </FormField>
        <fieldset className="flex flex-col gap-2" aria-describedby={methodError ? "trusted-contact-method-error" : undefined}>
          <legend className="mb-1 text-sm font-medium text-ink">How can we reach them?</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-1">
            {METHODS.map((method) => (
              <label key={method.value} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-ink">
                <input
                  type="radio"
                  name="contactMethod"
                  value={method.value}
                  checked={contact.contactMethod === method.value}
                  onChange={() => change({ contactMethod: method.value })}
                  className="size-5 accent-brand-700"
                />
                {method.label}
              </label>
            ))}
          </div>
          {methodError && (
            <p id="trusted-contact-method-error" className="text-sm text-danger-700">
              {methodError}
            </p>
          )}
        </fieldset>
        {contact.contactMethod === "emailAddress" && (
          <FormField label="Their email" error={touched.emailAddress ? errors.emailAddress : undefined} required>
            <TextInput type="email" autoComplete="off" value={contact.emailAddress} onChange={(e) => change({ emailAddress: e.target.value })} onBlur={leave("emailAddress")} />
          </FormField>
        )}
        {contact.contactMethod === "phoneNumber" && (
          <FormField label="Their phone number" error={touched.phoneNumber ? errors.phoneNumber : undefined} required>
            <PhoneInput
              autoComplete="off"
              value={phoneDigits(contact.phoneNumber)}
              onChange={(digits) => change({ phoneNumber: formatPhoneDigits(digits) })}
              onBlur={leave("phoneNumber")}
            />
          </FormField>
        )}
        {contact.contactMethod === "mailingAddress" && (
          <div className="grid gap-5 sm:grid-cols-[1fr_10rem]">
            <AddressField
              label="Their mailing address"
              required
              defaultValue={contact.mailingAddress?.formatted_address ?? ""}
              onSelect={(details) => change({ mailingAddress: draftAddress(details) })}
              onClear={() => change({ mailingAddress: null })}
            />
            <FormField label="Apt/Unit #">
              <TextInput maxLength={20} value={contact.mailingAddressAptUnit} onChange={(e) => change({ mailingAddressAptUnit: e.target.value })} />
            </FormField>
          </div>
        )}
      </div>
    </WizardFrame>
  );
}
