"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { useBankLink } from "@/components/bank-linking/use-bank-link";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import type { ExistingAccount } from "./account-operations";
import { ACCOUNT_TYPE_GROUPS, type AccountTypeOption } from "./account-type-options";

type Step = { name: "provider" } | { name: "type" } | { name: "create"; option: AccountTypeOption } | { name: "edit" };

export type AddAccountModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens the modal at the edit step for this account. */
  existing?: ExistingAccount | null;
  /** Only manual entry: starts at the type choice, with no way back to the provider choice. */
  manualOnly?: boolean;
  /** After any successful create, update or bank link (the lists are refetched as well). */
  onSaved?: () => void;
};

/** Where the modal starts (001 §4): edit for an existing account, the type choice when manual-only, else providers. */
export function initialStep(existing: ExistingAccount | null | undefined, manualOnly: boolean): Step {
  if (existing) return { name: "edit" };
  return manualOnly ? { name: "type" } : { name: "provider" };
}

// The five forms (with their form, validation and mask libraries) load only once the modal opens: most visits to
// /accounts only read the lists. Opening the modal starts the download, so it is there by the time a type is chosen.
const loadForms = () => import("./account-forms");
const FormLoading = () => (
  <div className="flex justify-center py-6">
    <Spinner label="Loading" size="lg" className="text-brand-700" />
  </div>
);
const AssetForm = dynamic(() => loadForms().then((forms) => forms.AssetForm), { loading: FormLoading });
const LoanForm = dynamic(() => loadForms().then((forms) => forms.LoanForm), { loading: FormLoading });
const CreditCardForm = dynamic(() => loadForms().then((forms) => forms.CreditCardForm), { loading: FormLoading });
const CreditScoreForm = dynamic(() => loadForms().then((forms) => forms.CreditScoreForm), { loading: FormLoading });
const IncomeForm = dynamic(() => loadForms().then((forms) => forms.IncomeForm), { loading: FormLoading });

/**
 * The add-account modal (001 §2, §4): choose provider (link a bank or add by hand) -> choose account type -> create;
 * or edit an existing account. Cancel on create goes back to the type choice; Cancel or close on edit closes it.
 * Reused by onboarding step 6.
 */
export function AddAccountModal({ open, onOpenChange, existing, manualOnly = false, onSaved }: AddAccountModalProps) {
  const { open: openBankLink, busy: linking, dialog: bankLinkDialog } = useBankLink({ onLinked: onSaved });
  return (
    <>
      {open && (
        <AddAccountDialog
          // A new account to edit starts the steps again.
          key={existing ? `${existing.kind}:${existing.account.id}` : "new"}
          onOpenChange={onOpenChange}
          existing={existing ?? null}
          manualOnly={manualOnly}
          onSaved={onSaved}
          linking={linking}
          onLinkBank={() => {
            onOpenChange(false);
            void openBankLink();
          }}
        />
      )}
      {bankLinkDialog}
    </>
  );
}

function AddAccountDialog({
  onOpenChange,
  existing,
  manualOnly,
  onSaved,
  linking,
  onLinkBank,
}: {
  onOpenChange: (open: boolean) => void;
  existing: ExistingAccount | null;
  manualOnly: boolean;
  onSaved?: () => void;
  linking: boolean;
  onLinkBank: () => void;
}) {
  const [step, setStep] = useState<Step>(() => initialStep(existing, manualOnly));
  useEffect(() => {
    void loadForms();
  }, []);
  const close = () => onOpenChange(false);
  const saved = () => {
    onSaved?.();
    close();
  };

  let title: string;
  let body: React.ReactNode;
  switch (step.name) {
    case "provider":
      title = "Add an account";
      body = (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted">
            Link your bank to keep balances up to date, or enter an account&apos;s figures yourself.
          </p>
          <Button onClick={onLinkBank} loading={linking}>
            Link a bank account
          </Button>
          <Button variant="secondary" onClick={() => setStep({ name: "type" })}>
            Add an account manually
          </Button>
        </div>
      );
      break;
    case "type":
      title = "Choose an account type";
      body = (
        <div className="flex flex-col gap-5">
          {!manualOnly && <BackButton onClick={() => setStep({ name: "provider" })} />}
          {ACCOUNT_TYPE_GROUPS.map((group) => (
            <section key={group.heading} aria-labelledby={`account-type-${group.heading}`}>
              <h3 id={`account-type-${group.heading}`} className="text-sm font-semibold text-muted">
                {group.heading}
              </h3>
              <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
                {group.options.map((option) => (
                  <li key={option.label}>
                    <Button variant="secondary" fullWidth onClick={() => setStep({ name: "create", option })}>
                      {option.label}
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      );
      break;
    case "create":
      title = `Add ${step.option.label}`;
      body = <AccountForm option={step.option} onCancel={() => setStep({ name: "type" })} onSaved={saved} />;
      break;
    case "edit":
      title = existing ? `Edit ${existing.account.name}` : "Edit account";
      body = existing && <EditForm existing={existing} onCancel={close} onSaved={saved} />;
      break;
  }

  return (
    <Dialog open onOpenChange={onOpenChange} title={title} size="md">
      {body}
    </Dialog>
  );
}

function BackButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" onClick={onClick} className="self-start" aria-label="Back to account providers">
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
        <path
          fillRule="evenodd"
          d="M17 10a.75.75 0 0 1-.75.75H5.612l4.158 3.96a.75.75 0 1 1-1.04 1.08l-5.5-5.25a.75.75 0 0 1 0-1.08l5.5-5.25a.75.75 0 1 1 1.04 1.08L5.612 9.25H16.25A.75.75 0 0 1 17 10Z"
          clipRule="evenodd"
        />
      </svg>
      Back
    </Button>
  );
}

function AccountForm({ option, onCancel, onSaved }: { option: AccountTypeOption; onCancel: () => void; onSaved: () => void }) {
  switch (option.kind) {
    case "asset":
      return <AssetForm accountType={option.type ?? "other"} onCancel={onCancel} onSaved={onSaved} />;
    case "loan":
      return <LoanForm loanType={option.type ?? "other"} onCancel={onCancel} onSaved={onSaved} />;
    case "creditCard":
      return <CreditCardForm onCancel={onCancel} onSaved={onSaved} />;
    case "creditScore":
      return <CreditScoreForm onCancel={onCancel} onSaved={onSaved} />;
    case "income":
      return <IncomeForm onCancel={onCancel} onSaved={onSaved} />;
  }
}

function EditForm({ existing, onCancel, onSaved }: { existing: ExistingAccount; onCancel: () => void; onSaved: () => void }) {
  switch (existing.kind) {
    case "asset":
      return (
        <AssetForm existing={existing.account} accountType={existing.account.subtype ?? "other"} onCancel={onCancel} onSaved={onSaved} />
      );
    case "loan":
      return <LoanForm existing={existing.account} loanType={existing.account.kind} onCancel={onCancel} onSaved={onSaved} />;
    case "creditCard":
      return <CreditCardForm existing={existing.account} onCancel={onCancel} onSaved={onSaved} />;
    case "creditScore":
      return <CreditScoreForm existing={existing.account} onCancel={onCancel} onSaved={onSaved} />;
    case "income":
      return <IncomeForm existing={existing.account} onCancel={onCancel} onSaved={onSaved} />;
  }
}
