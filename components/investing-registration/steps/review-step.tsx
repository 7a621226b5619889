"use client";

import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { WizardFrame } from "@/components/ui/wizard-frame";
import { buildAccountOpening } from "@/lib/investing/registration/build-account-opening";
import { asksForEmployer } from "@/lib/investing/registration/registration-rules";
import { CREATE_APEX_ACCOUNT } from "../registration-operations";
import {
  ACCOUNT_TYPE_LABELS,
  EMPLOYMENT_STATUS_LABELS,
  INVESTMENT_OBJECTIVE_LABELS,
  MONEY_RANGE_LABELS,
  TAX_FILING_STATUS_LABELS,
} from "../registration-labels";
import { withoutTypename, type StepName, type StepProps } from "../wizard-state";
import { DISCLOSURE_OPTIONS } from "./disclosures-step";

export const CREATE_ACCOUNT_ERROR = "An error has occurred creating account";

/**
 * 'Review Your Details' (002 §2 step 14): edit jumps back to personDetails or residentialAddress; the centred
 * 'Continue' creates the account. A server error is toasted and shown here; the member stays (002 §4, §8).
 */
export function ReviewStep({ frame, wizard }: StepProps) {
  const { toast } = useToast();
  const { draft, accountType, error, email } = wizard.state;
  const [creating, setCreating] = useState(false);

  async function create() {
    setCreating(true);
    let message: string = CREATE_ACCOUNT_ERROR;
    try {
      const { lnp, account } = buildAccountOpening(withoutTypename(draft), email);
      const result = await wizard.client.mutation(CREATE_APEX_ACCOUNT, { lnp, account }).toPromise();
      const payload = result.data?.createApexAccount;
      if (payload && !payload.error && payload.accountId) {
        wizard.continueTo(undefined, { accountId: payload.accountId, agreements: payload.agreements, error: null });
        return;
      }
      if (payload?.error) message = payload.error;
    } catch {
      // An incomplete draft or a failed call: the generic message.
    }
    toast({ message, theme: "error" });
    wizard.update({ error: message });
    setCreating(false);
  }

  const edit = (to: StepName, what: string) => (
    <Button variant="link" onClick={() => wizard.goTo(to)} aria-label={`Edit ${what}`}>
      Edit
    </Button>
  );
  const disclosures = draft.disclosures;
  const chosen = disclosures?.noDisclosures
    ? ["None of these apply"]
    : DISCLOSURE_OPTIONS.filter((option) => disclosures?.[option.flag]).map((option) => {
        const names = option.list ? disclosures![option.list].filter(Boolean).join(", ") : "";
        return names ? `${option.label} (${names})` : option.label;
      });
  const contact = draft.trustedContact;
  const contactMethod = contact?.contactMethod;

  return (
    <WizardFrame
      {...frame}
      description={<p>Check your details before we open your {accountType ? ACCOUNT_TYPE_LABELS[accountType] : ""} account.</p>}
      nextLabel="Continue"
      nextPlacement="center"
      onNext={() => void create()}
      nextLoading={creating}
    >
      <div className="flex flex-col gap-6">
        {error && (
          <p role="alert" className="rounded-md border border-danger-700 bg-danger-50 px-4 py-3 text-sm text-danger-700">
            {error}
          </p>
        )}
        <Section title="Personal details" action={edit("personDetails", "personal details")}>
          <Row label="Name">{`${draft.firstName ?? ""} ${draft.lastName ?? ""}`.trim()}</Row>
          <Row label="Date of birth">{draft.birthday}</Row>
          <Row label="Phone number">{draft.phoneNumber}</Row>
        </Section>
        <Section title="Address" action={edit("residentialAddress", "address")}>
          <Row label="Home address">{withUnit(draft.residentialAddress?.formatted_address, draft.residentialAddressAptUnit)}</Row>
          <Row label="Mailing address">
            {draft.mailingAddressSame
              ? "Same as home address"
              : withUnit(draft.mailingAddress?.formatted_address, draft.mailingAddressAptUnit)}
          </Row>
        </Section>
        <Section title="Employment and finances">
          <Row label="Employment status">{draft.employmentStatus ? EMPLOYMENT_STATUS_LABELS[draft.employmentStatus] : ""}</Row>
          {asksForEmployer(draft.employmentStatus) && (
            <Row label="Occupation">{[draft.occupation, draft.employerName].filter(Boolean).join(" at ")}</Row>
          )}
          <Row label="Annual income">{draft.incomeRange ? MONEY_RANGE_LABELS[draft.incomeRange] : ""}</Row>
          <Row label="Total net worth">{draft.netWorthRange ? MONEY_RANGE_LABELS[draft.netWorthRange] : ""}</Row>
          <Row label="Investment goal">{draft.investmentObjective ? INVESTMENT_OBJECTIVE_LABELS[draft.investmentObjective] : ""}</Row>
          <Row label="Tax filing status">
            {draft.recentTaxFilingStatus ? TAX_FILING_STATUS_LABELS[draft.recentTaxFilingStatus] : ""}
          </Row>
        </Section>
        <Section title="Disclosures">
          <Row label="Disclosures">{chosen.join("; ")}</Row>
        </Section>
        <Section title="Trusted contact">
          <Row label="Trusted contact">
            {contactMethod
              ? `${contact?.name} · ${
                  contactMethod === "emailAddress"
                    ? contact?.emailAddress
                    : contactMethod === "phoneNumber"
                      ? contact?.phoneNumber
                      : withUnit(contact?.mailingAddress?.formatted_address, contact?.mailingAddressAptUnit)
                }`
              : "None"}
          </Row>
        </Section>
      </div>
    </WizardFrame>
  );
}

function withUnit(address: string | undefined, unit: string | undefined): string {
  return [address, unit].filter(Boolean).join(", ");
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 rounded-lg border border-border p-4" aria-label={title}>
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-base font-semibold text-ink">{title}</h2>
        {action}
      </div>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">{children}</dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-sm break-words text-ink">{children || "—"}</dd>
    </>
  );
}
