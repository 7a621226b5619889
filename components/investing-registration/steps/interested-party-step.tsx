"use client";

import { useEffect, useState } from "react";
import { AddressField } from "@/components/ui/address-field";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { useToast } from "@/components/ui/toast";
import { WizardFrame } from "@/components/ui/wizard-frame";
import { MAX_INTERESTED_PARTIES } from "@/lib/investing/registration/registration-rules";
import type { RegistrationAddress } from "@/lib/investing/registration/registration-schemas";
import { storedAddress } from "@/lib/investing/registration/format-draft-fields";
import { ACCOUNT_INTERESTED_PARTIES, DELETE_INTERESTED_PARTIES, SAVE_INTERESTED_PARTIES } from "../registration-operations";
import { withoutTypename, type StepProps } from "../wizard-state";
import { draftAddress } from "./address-steps";

export const SAVE_PARTY_ERROR = "An error has occurred while saving the interested party";
export const DELETE_PARTY_ERROR = "An error has occurred while deleting the interested party";

export type PartyEntry = {
  key: number;
  /** The saved party's id; absent for a new one. */
  id?: string;
  name: string;
  mailingAddress: RegistrationAddress | null;
  mailingAddressAptUnit: string;
};

const isEmptyParty = (party: PartyEntry) => !party.name.trim() && !party.mailingAddress && !party.mailingAddressAptUnit.trim();
const isSavableParty = (party: PartyEntry) => !!party.name.trim() && !!party.mailingAddress;

/** 002 §5: each party has a name and an address, or is fully empty; at most 10. */
export function isValidPartyList(parties: PartyEntry[]): boolean {
  return parties.length <= MAX_INTERESTED_PARTIES && parties.every((party) => isSavableParty(party) || isEmptyParty(party));
}

let nextKey = 1;
const emptyParty = (): PartyEntry => ({ key: nextKey++, name: "", mailingAddress: null, mailingAddressAptUnit: "" });

/**
 * 'Add an interested party' (002 §2 step 16, §4, §8): the valid parties are saved, saved parties emptied since are
 * deleted, then success; with none to save it goes straight on. Any failure shows the save message.
 */
export function InterestedPartyStep({ frame, wizard, isComplete }: StepProps) {
  const { toast } = useToast();
  const accountId = wizard.state.accountId;
  const [parties, setParties] = useState<PartyEntry[]>(() => [emptyParty()]);
  const [loaded, setLoaded] = useState(false);
  const [saving, setSaving] = useState(false);
  const client = wizard.client;

  useEffect(() => {
    let current = true;
    void client
      .query(ACCOUNT_INTERESTED_PARTIES, {}, { requestPolicy: "network-only" })
      .toPromise()
      .then((result) => {
        if (!current) return;
        const saved = result.data?.apexAccounts.find((account) => account.accountId === accountId)?.interestedParties ?? [];
        if (saved.length > 0) {
          setParties(
            saved.map((party) => ({
              key: nextKey++,
              id: party.interestedPartyId,
              name: party.recipient,
              mailingAddress: storedAddress(withoutTypename(party.address)),
              mailingAddressAptUnit: party.mailingAddressAptUnit ?? "",
            })),
          );
        }
        setLoaded(true);
      });
    return () => {
      current = false;
    };
  }, [client, accountId]);

  const change = (key: number, patch: Partial<PartyEntry>) =>
    setParties((current) => current.map((party) => (party.key === key ? { ...party, ...patch } : party)));

  async function save() {
    if (!accountId) return;
    const toSave = parties.filter(isSavableParty);
    const toDelete = parties.filter((party) => party.id && isEmptyParty(party)).map((party) => party.id!);
    if (toSave.length === 0 && toDelete.length === 0) {
      wizard.continueTo("success");
      return;
    }
    setSaving(true);
    try {
      if (toSave.length > 0) {
        const result = await client
          .mutation(SAVE_INTERESTED_PARTIES, {
            accountId,
            interestedParties: toSave.map((party) => ({
              ...(party.id ? { id: party.id } : {}),
              recipient: party.name.trim(),
              mailingAddress: party.mailingAddress!,
              // Left out when empty: the server's schema takes a text or nothing, not null.
              ...(party.mailingAddressAptUnit.trim() ? { mailingAddressAptUnit: party.mailingAddressAptUnit.trim() } : {}),
            })),
          })
          .toPromise();
        if (!result.data?.createOrUpdateInterestedParties.success) throw new Error(SAVE_PARTY_ERROR);
      }
      if (toDelete.length > 0) {
        const result = await client.mutation(DELETE_INTERESTED_PARTIES, { accountId, partyIds: toDelete }).toPromise();
        if (!result.data?.deleteInterestedParties.success) throw new Error(DELETE_PARTY_ERROR);
      }
      wizard.continueTo("success");
    } catch {
      // 002 §8: a failed delete is reported with the same save message.
      toast({ message: SAVE_PARTY_ERROR, theme: "error" });
      setSaving(false);
    }
  }

  return (
    <WizardFrame
      {...frame}
      description={
        <p>
          Optional. An interested party, such as an accountant or a family member, gets copies of your statements and
          trade confirmations. They can&apos;t act on your account. Leave it empty to skip.
        </p>
      }
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      nextLabel="Save"
      nextDisabled={!loaded || !isComplete(parties)}
      nextLoading={saving}
    >
      <div className="flex flex-col gap-6">
        {parties.map((party, index) => (
          <fieldset key={party.key} className="flex flex-col gap-4 rounded-lg border border-border p-4">
            <legend className="px-1 text-sm font-semibold text-ink">Interested party {index + 1}</legend>
            <FormField label="Name">
              <TextInput maxLength={100} value={party.name} onChange={(event) => change(party.key, { name: event.target.value })} />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
              <AddressField
                label="Mailing address"
                placeholder="Street, City, State"
                defaultValue={party.mailingAddress?.formatted_address ?? ""}
                onSelect={(details) => change(party.key, { mailingAddress: draftAddress(details) })}
                onClear={() => change(party.key, { mailingAddress: null })}
              />
              <FormField label="Apt/Unit #">
                <TextInput
                  maxLength={20}
                  value={party.mailingAddressAptUnit}
                  onChange={(event) => change(party.key, { mailingAddressAptUnit: event.target.value })}
                />
              </FormField>
            </div>
            {!party.id && parties.length > 1 && (
              <Button
                variant="ghost"
                className="self-start"
                onClick={() => setParties((current) => current.filter((entry) => entry.key !== party.key))}
              >
                Remove interested party {index + 1}
              </Button>
            )}
          </fieldset>
        ))}
        {parties.length < MAX_INTERESTED_PARTIES && (
          <Button variant="secondary" className="self-start" onClick={() => setParties((current) => [...current, emptyParty()])}>
            Add another interested party
          </Button>
        )}
      </div>
    </WizardFrame>
  );
}
