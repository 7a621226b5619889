"use client";

import { useEffect, useState } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toast";
import { WizardFrame } from "@/components/ui/wizard-frame";
import { rolloverNickname } from "@/lib/investing/registration/registration-rules";
import { ALWAYS_SHOWN_DOCUMENTS } from "../agreement-documents";
import {
  AFFIRM_APEX_AGREEMENTS,
  APEX_AGREEMENTS,
  CREATE_MANUAL_ROLLOVER,
  REGISTRATION_START,
  type RegistrationAgreement,
} from "../registration-operations";
import type { StepProps } from "../wizard-state";
import { CREATE_ACCOUNT_ERROR } from "./review-step";

export const ROLLOVER_ERROR = "Error creating rollover, please try again.";

/** 002 §4: 'Affirm & Continue' needs an account id, every agreement confirmed and nothing loading. */
export function canAffirm({
  accountId,
  agreements,
  confirmed,
  loading,
}: {
  accountId: string | null;
  agreements: RegistrationAgreement[];
  confirmed: ReadonlySet<string>;
  loading: boolean;
}): boolean {
  return !!accountId && !loading && agreements.length > 0 && agreements.every((agreement) => confirmed.has(agreement.agreementId));
}

/**
 * 'Almost there!' (002 §2 step 17, §4, §9): the four documents always shown, then the account's agreements, each
 * confirmed by its own box. After affirming, a rollover account gets its rollover and goes to it; any other account
 * goes on to the investment strategy.
 */
export function AgreementsStep({ frame, wizard, isComplete }: StepProps) {
  const { toast } = useToast();
  const { accountId, agreements, isRollover, accountType } = wizard.state;
  const [fetching, setFetching] = useState(agreements.length === 0 && !!accountId);
  const [confirmed, setConfirmed] = useState<Set<string>>(
    () => new Set(agreements.filter((agreement) => agreement.agreementState === "AFFIRMED").map((agreement) => agreement.agreementId)),
  );
  const [affirming, setAffirming] = useState(false);
  const client = wizard.client;
  const update = wizard.update;

  useEffect(() => {
    if (agreements.length > 0 || !accountId) return;
    let current = true;
    void client
      .query(APEX_AGREEMENTS, { accountId }, { requestPolicy: "network-only" })
      .toPromise()
      .then((result) => {
        if (!current) return;
        setFetching(false);
        if (result.data) update({ agreements: result.data.apexAgreements });
      });
    return () => {
      current = false;
    };
  }, [client, update, accountId, agreements.length]);

  const loading = fetching || affirming;
  const ready = isComplete({ accountId, agreements, confirmed, loading });

  async function affirm() {
    if (!accountId || !ready) return;
    setAffirming(true);
    const result = await client
      .mutation(AFFIRM_APEX_AGREEMENTS, { accountId, agreementIds: agreements.map((agreement) => agreement.agreementId) })
      .toPromise();
    const payload = result.data?.affirmApexAgreements;
    if (!payload?.didAffirm || payload.error) {
      toast({ message: CREATE_ACCOUNT_ERROR, theme: "error" });
      setAffirming(false);
      return;
    }
    const accounts = await client.query(REGISTRATION_START, {}, { requestPolicy: "network-only" }).toPromise();
    if (accounts.data) update({ accounts: accounts.data.apexAccounts });
    if (isRollover || accountType === "ROLLOVER_IRA") {
      const rollover = await client
        .mutation(CREATE_MANUAL_ROLLOVER, { apexAccountId: accountId, rolloverNickname: rolloverNickname(new Date()) })
        .toPromise();
      const created = rollover.data?.createManualRollover;
      if (created?.didCreate && created.rolloverId) {
        const query = new URLSearchParams({ accountId, accountType: accountType ?? "" });
        wizard.navigate(`/investing/rollover/${created.rolloverId}?${query.toString()}`);
        return;
      }
      toast({ message: created?.error ?? ROLLOVER_ERROR, theme: "error" });
      setAffirming(false);
      return;
    }
    wizard.continueTo("investmentStrategy");
  }

  const toggle = (id: string, checked: boolean) =>
    setConfirmed((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <WizardFrame
      {...frame}
      description={<p>Read these documents, then confirm each agreement to submit your application.</p>}
      onSubmit={(event) => {
        event.preventDefault();
        void affirm();
      }}
      nextLabel="Affirm & Continue"
      nextDisabled={!ready}
      nextLoading={affirming}
    >
      <div className="flex flex-col gap-6">
        <section aria-labelledby="documents-heading" className="flex flex-col gap-2">
          <h2 id="documents-heading" className="text-base font-semibold text-ink">
            Documents
          </h2>
          <ul className="flex flex-col gap-1">
            {ALWAYS_SHOWN_DOCUMENTS.map((document) => (
              <li key={document.name}>
                <a href={document.href} target="_blank" rel="noreferrer" className="text-sm text-brand-700 underline underline-offset-4">
                  {document.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="agreements-heading" className="flex flex-col gap-2">
          <h2 id="agreements-heading" className="text-base font-semibold text-ink">
            Agreements
          </h2>
          {fetching ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted">
              <Spinner size="sm" /> Loading your agreements…
            </p>
          ) : agreements.length === 0 ? (
            <p className="text-sm text-muted">There are no agreements to show yet. Please try again later.</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {agreements.map((agreement) => (
                <li key={agreement.agreementId} className="flex flex-col gap-1 rounded-lg border border-border p-3">
                  <a
                    href={agreement.agreementUri}
                    target="_blank"
                    rel="noreferrer"
                    className="text-sm font-medium text-brand-700 underline underline-offset-4"
                  >
                    {agreement.agreementName}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                  <Checkbox
                    label={`I have read and agree to the ${agreement.agreementName}.`}
                    checked={confirmed.has(agreement.agreementId)}
                    onChange={(event) => toggle(agreement.agreementId, event.target.checked)}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </WizardFrame>
  );
}
