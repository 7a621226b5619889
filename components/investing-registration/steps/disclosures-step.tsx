"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { WizardFrame } from "@/components/ui/wizard-frame";
import { stripSpecialCharacters } from "@/lib/investing/registration/registration-rules";
import type { Disclosures } from "@/lib/investing/registration/registration-schemas";
import type { StepProps } from "../wizard-state";

type Flag = Exclude<keyof Disclosures, "controlCompanies" | "brokerDealers" | "exposedOrgs" | "exposedFamilyMembers">;
type ListKey = "controlCompanies" | "brokerDealers" | "exposedOrgs" | "exposedFamilyMembers";

const MAX_ENTRIES = 10;

/** The disclosures in the order shown, each with its detail list (none for the clearing firm and the custodian). */
export const DISCLOSURE_OPTIONS: Array<{ flag: Exclude<Flag, "noDisclosures">; label: string; list?: ListKey; entryLabel?: string }> = [
  {
    flag: "hasControlCompanies",
    label: "I am a control person of a publicly traded company (a director, officer or 10% shareholder).",
    list: "controlCompanies",
    entryLabel: "Company stock symbol",
  },
  {
    flag: "hasAssociationFinra",
    label: "I am affiliated with or work for a broker-dealer (a FINRA member).",
    list: "brokerDealers",
    entryLabel: "Broker-dealer name",
  },
  { flag: "hasAssociationApex", label: "I am affiliated with or work for the clearing firm, Apex Clearing." },
  { flag: "hasAssociationCustodian", label: "I work for the firm that introduced this account (the custodian's correspondent)." },
  {
    flag: "hasPoliticalExposureOrg",
    label: "I am a senior political figure.",
    list: "exposedOrgs",
    entryLabel: "Political organization",
  },
  {
    flag: "hasPoliticalExposureFamily",
    label: "A member of my immediate family is a senior political figure.",
    list: "exposedFamilyMembers",
    entryLabel: "Family member's full name",
  },
];

export const NO_DISCLOSURES: Disclosures = {
  noDisclosures: false,
  hasControlCompanies: false,
  hasAssociationFinra: false,
  hasAssociationApex: false,
  hasAssociationCustodian: false,
  hasPoliticalExposureOrg: false,
  hasPoliticalExposureFamily: false,
  controlCompanies: [],
  brokerDealers: [],
  exposedOrgs: [],
  exposedFamilyMembers: [],
};

/**
 * 002 §4: 'None of these apply' clears every other disclosure; ticking a disclosure adds two empty detail entries
 * (none for the clearing firm and the custodian); unticking clears its details.
 */
export function toggleDisclosure(value: Disclosures, flag: Flag, checked: boolean): Disclosures {
  if (flag === "noDisclosures") return checked ? { ...NO_DISCLOSURES, noDisclosures: true } : { ...value, noDisclosures: false };
  const list = DISCLOSURE_OPTIONS.find((option) => option.flag === flag)?.list;
  const next: Disclosures = { ...value, [flag]: checked };
  if (list) next[list] = checked ? ["", ""] : [];
  return next;
}

/** Broker-dealer names lose their special characters as they are typed (002 §5). */
export function setEntry(value: Disclosures, list: ListKey, index: number, text: string): Disclosures {
  const entries = [...value[list]];
  entries[index] = list === "brokerDealers" ? stripSpecialCharacters(text) : text;
  return { ...value, [list]: entries };
}

/** 'Do you have any disclosures?' (002 §2 step 12). */
export function DisclosuresStep({ frame, wizard, isComplete }: StepProps) {
  const [value, setValue] = useState<Disclosures>({ ...NO_DISCLOSURES, ...wizard.state.draft.disclosures });
  const [saving, setSaving] = useState(false);
  const complete = isComplete(value);

  async function next() {
    setSaving(true);
    const trimmed: Disclosures = { ...value };
    for (const option of DISCLOSURE_OPTIONS) {
      if (option.list) trimmed[option.list] = value[option.list].map((entry) => entry.trim());
    }
    const saved = await wizard.saveAndContinue({ disclosures: trimmed });
    if (!saved) setSaving(false);
  }

  return (
    <WizardFrame
      {...frame}
      description={<p>Regulators ask every investor these questions. Tick each that applies to you.</p>}
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) void next();
      }}
      nextDisabled={!complete}
      nextLoading={saving}
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">Disclosures</legend>
        {DISCLOSURE_OPTIONS.map((option) => (
          <div key={option.flag} className="flex flex-col gap-2">
            <Checkbox
              label={option.label}
              checked={value[option.flag]}
              disabled={value.noDisclosures}
              onChange={(event) => setValue(toggleDisclosure(value, option.flag, event.target.checked))}
            />
            {option.list && value[option.flag] && (
              <EntryList
                label={option.entryLabel!}
                entries={value[option.list]}
                onChange={(index, text) => setValue(setEntry(value, option.list!, index, text))}
                onAdd={() => setValue({ ...value, [option.list!]: [...value[option.list!], ""] })}
                onRemove={(index) => setValue({ ...value, [option.list!]: value[option.list!].filter((_, i) => i !== index) })}
              />
            )}
          </div>
        ))}
        <div className="mt-2 border-t border-border pt-3">
          <Checkbox
            label="None of these apply"
            checked={value.noDisclosures}
            onChange={(event) => setValue(toggleDisclosure(value, "noDisclosures", event.target.checked))}
          />
        </div>
      </fieldset>
    </WizardFrame>
  );
}

function EntryList({
  label,
  entries,
  onChange,
  onAdd,
  onRemove,
}: {
  label: string;
  entries: string[];
  onChange: (index: number, text: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}) {
  return (
    <div className="ml-8 flex flex-col gap-3">
      {entries.map((entry, index) => (
        <div key={index} className="flex items-end gap-2">
          <FormField label={`${label} ${index + 1}`} className="flex-1">
            <TextInput maxLength={100} value={entry} onChange={(event) => onChange(index, event.target.value)} />
          </FormField>
          {entries.length > 1 && (
            <Button variant="ghost" onClick={() => onRemove(index)} aria-label={`Remove ${label.toLowerCase()} ${index + 1}`}>
              Remove
            </Button>
          )}
        </div>
      ))}
      {entries.length < MAX_ENTRIES && (
        <Button variant="link" className="self-start" onClick={onAdd}>
          Add another
        </Button>
      )}
    </div>
  );
}
