"use client";

import { useState } from "react";
import { AddressField } from "@/components/ui/address-field";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { WizardFrame } from "@/components/ui/wizard-frame";
import type { RegistrationAddress } from "@/lib/investing/registration/registration-schemas";
import type { AddressDetails } from "@/lib/integrations/address-lookup/types";
import type { StepProps } from "../wizard-state";

export const CHOOSE_ADDRESS_MESSAGE = "Choose your address from the list.";

/** The address field's choice in the draft's fields (its formattedAddress is the draft's formatted_address). */
export function draftAddress(details: AddressDetails): RegistrationAddress {
  return {
    formatted_address: details.formattedAddress,
    addressLines: details.addressLines,
    locality: details.locality,
    administrativeArea: details.administrativeArea as RegistrationAddress["administrativeArea"],
    regionCode: "US",
    postalCode: details.postalCode,
  };
}

type AddressValues = { address: RegistrationAddress | null; aptUnit: string };

/** A chosen US address and its 'Apt/Unit #'; typing again drops the choice (002 §2). */
function AddressFields({
  label,
  values,
  onChange,
}: {
  label: string;
  values: AddressValues;
  onChange: (values: AddressValues) => void;
}) {
  const [touched, setTouched] = useState(false);
  return (
    <div className="grid gap-5 sm:grid-cols-[1fr_10rem]">
      <div onBlur={() => setTouched(true)}>
        <AddressField
          label={label}
          required
          defaultValue={values.address?.formatted_address ?? ""}
          error={touched && !values.address ? CHOOSE_ADDRESS_MESSAGE : undefined}
          onSelect={(details) => onChange({ ...values, address: draftAddress(details) })}
          onClear={() => onChange({ ...values, address: null })}
        />
      </div>
      <FormField label="Apt/Unit #">
        <TextInput
          autoComplete="address-line2"
          maxLength={20}
          value={values.aptUnit}
          onChange={(event) => onChange({ ...values, aptUnit: event.target.value })}
        />
      </FormField>
    </div>
  );
}

/**
 * The home address (002 §2 step 8) with 'My mailing address is the same.': ticking copies the address and unit to the
 * mailing address, unticking clears it, and while ticked edits here are mirrored (002 §4).
 */
export function ResidentialAddressStep({ frame, wizard, isComplete }: StepProps) {
  const { draft } = wizard.state;
  const [residential, setResidential] = useState<AddressValues>({
    address: draft.residentialAddress ?? null,
    aptUnit: draft.residentialAddressAptUnit ?? "",
  });
  const [same, setSame] = useState(!!draft.mailingAddressSame);
  const [mailing, setMailing] = useState<AddressValues>({
    address: draft.mailingAddress ?? null,
    aptUnit: draft.mailingAddressAptUnit ?? "",
  });
  const [saving, setSaving] = useState(false);
  const values = {
    residentialAddress: residential.address,
    residentialAddressAptUnit: residential.aptUnit.trim() || undefined,
    mailingAddressSame: same,
  };
  const complete = isComplete(values);

  function changeResidential(next: AddressValues) {
    setResidential(next);
    if (same) setMailing(next);
  }

  function toggleSame(checked: boolean) {
    setSame(checked);
    setMailing(checked ? residential : { address: null, aptUnit: "" });
  }

  async function next() {
    setSaving(true);
    const saved = await wizard.saveAndContinue({
      residentialAddress: residential.address,
      residentialAddressAptUnit: residential.aptUnit.trim(),
      mailingAddressSame: same,
      mailingAddress: mailing.address,
      mailingAddressAptUnit: mailing.aptUnit.trim(),
    });
    if (!saved) setSaving(false);
  }

  return (
    <WizardFrame
      {...frame}
      description={<p>Your legal residence in the US. We can&apos;t accept a P.O. box.</p>}
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) void next();
      }}
      nextDisabled={!complete}
      nextLoading={saving}
    >
      <div className="flex flex-col gap-4">
        <AddressFields label="Home address" values={residential} onChange={changeResidential} />
        <Checkbox label="My mailing address is the same." checked={same} onChange={(event) => toggleSame(event.target.checked)} />
      </div>
    </WizardFrame>
  );
}

/** The mailing address (002 §2 step 9), only when it is not the home address. */
export function MailingAddressStep({ frame, wizard, isComplete }: StepProps) {
  const { draft } = wizard.state;
  const [mailing, setMailing] = useState<AddressValues>({
    address: draft.mailingAddress ?? null,
    aptUnit: draft.mailingAddressAptUnit ?? "",
  });
  const [saving, setSaving] = useState(false);
  const complete = isComplete({ mailingAddress: mailing.address, mailingAddressAptUnit: mailing.aptUnit.trim() || undefined });

  async function next() {
    setSaving(true);
    const saved = await wizard.saveAndContinue({ mailingAddress: mailing.address, mailingAddressAptUnit: mailing.aptUnit.trim() });
    if (!saved) setSaving(false);
  }

  return (
    <WizardFrame
      {...frame}
      description={<p>Where we send your statements and tax documents.</p>}
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) void next();
      }}
      nextDisabled={!complete}
      nextLoading={saving}
    >
      <AddressFields label="Mailing address" values={mailing} onChange={setMailing} />
    </WizardFrame>
  );
}
