"use client";

import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useMutation, useQuery } from "urql";
import { useLazyZodResolver } from "@/components/forms/use-lazy-zod-resolver";
import { Button } from "@/components/ui/button";
import { FirstLoadStatus } from "@/components/ui/first-load-status";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { useToast } from "@/components/ui/toast";
import { isValidNotificationEmail } from "@/lib/notifications/notification-email-rule";
import type { DeliveryFormValues } from "@/lib/notifications/notification-schemas";
import { startingDeliveryPreference } from "./delivery-preference";
import { NOTIFICATION_MESSAGES } from "./notification-messages";
import { APEX_ACCOUNTS, UPDATE_APEX_DELIVERY_PREFERENCES } from "./notifications-operations";

const ACCOUNTS_CONTEXT = { additionalTypenames: ["ApexAccount"] };

/**
 * The investing section (001 §2, §4 Delivery preference): how statements and notices of every investing account
 * arrive, email (DIGITAL) or paper (PHYSICAL, with a fee), through updateApexDeliveryPreferences.
 */
export function DeliveryPreferencesSection({ readOnly }: { readOnly: boolean }) {
  const [result, refetch] = useQuery({ query: APEX_ACCOUNTS, context: ACCOUNTS_CONTEXT });
  const accounts = result.data?.apexAccounts;
  return (
    <section aria-labelledby="investing-delivery-heading" className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6">
      <h2 id="investing-delivery-heading" className="text-lg font-semibold text-ink">
        Investing documents
      </h2>
      <p className="mt-1 text-sm text-muted">How we deliver statements, tax documents, trade confirmations and notices.</p>
      <FirstLoadStatus
        result={{ ...result, data: accounts }}
        loading="Loading your investing accounts…"
        failed="We could not load your investing accounts. Please try reloading the page."
      />
      {accounts && accounts.length === 0 && <p className="mt-4 text-sm text-ink">{NOTIFICATION_MESSAGES.noInvestingAccounts}</p>}
      {accounts && accounts.length > 0 && (
        <DeliveryForm accounts={accounts} readOnly={readOnly} onSaved={() => refetch({ requestPolicy: "network-only" })} />
      )}
    </section>
  );
}

type Account = { accountId: string; parties: Array<Parameters<typeof startingDeliveryPreference>[0] & { partyId: string }> };

function DeliveryForm({ accounts, readOnly, onSaved }: { accounts: readonly Account[]; readOnly: boolean; onSaved: () => void }) {
  const firstParty = accounts[0]?.parties[0];
  const [{ fetching: saving }, save] = useMutation(UPDATE_APEX_DELIVERY_PREFERENCES);
  const { toast } = useToast();
  const form = useForm<DeliveryFormValues>({
    resolver: useLazyZodResolver(() =>
      import("@/lib/notifications/notification-schemas").then((m) => m.deliveryFormSchema),
    ),
    mode: "onChange",
    defaultValues: { deliveryPreference: startingDeliveryPreference(firstParty), emailAddress: firstParty?.emailAddress ?? "" },
  });
  const { register, control, handleSubmit, formState, reset } = form;
  const preference = useWatch({ control, name: "deliveryPreference" });
  const email = useWatch({ control, name: "emailAddress" }) ?? "";
  // Shown as soon as the address is wrong, not only after Save (001 §5: an invalid email shows an error state).
  const emailInvalid = preference === "DIGITAL" && email.trim() !== "" && !isValidNotificationEmail(email.trim());
  const saveDisabled = readOnly || saving || emailInvalid || (preference === "DIGITAL" && email.trim() === "");

  useEffect(() => {
    reset({ deliveryPreference: startingDeliveryPreference(firstParty), emailAddress: firstParty?.emailAddress ?? "" });
  }, [firstParty, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const deliveryPreferences = accounts.flatMap((account) =>
      account.parties.map((party) => ({
        partyId: party.partyId,
        accountId: account.accountId,
        deliveryPreference: values.deliveryPreference,
        ...(values.deliveryPreference === "DIGITAL" ? { emailAddress: values.emailAddress.trim() } : {}),
      })),
    );
    const answer = await save({ deliveryPreferences }, ACCOUNTS_CONTEXT);
    const payload = answer.data?.updateApexDeliveryPreferences;
    if (payload?.success) {
      toast({ message: NOTIFICATION_MESSAGES.deliverySaved, theme: "success" });
      onSaved();
    } else if (payload?.error) toast({ message: payload.error, theme: "error" });
    else toast({ message: NOTIFICATION_MESSAGES.deliveryFailed, theme: "error" });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4">
      <fieldset>
        <legend className="text-sm font-medium text-ink">Delivery</legend>
        <div className="mt-2 grid gap-2">
          <label className="inline-flex min-h-11 items-center gap-2 text-sm text-ink">
            <input type="radio" value="DIGITAL" disabled={readOnly} {...register("deliveryPreference")} className="size-4 accent-brand-700" />
            Email (free)
          </label>
          <label className="inline-flex min-h-11 items-center gap-2 text-sm text-ink">
            <input type="radio" value="PHYSICAL" disabled={readOnly} {...register("deliveryPreference")} className="size-4 accent-brand-700" />
            Paper by mail (a paper delivery fee applies)
          </label>
        </div>
      </fieldset>
      {preference === "DIGITAL" && (
        <FormField
          label="Email for documents"
          error={emailInvalid ? (formState.errors.emailAddress?.message ?? "Please enter a valid email.") : undefined}
          hint="If emails to this address bounce twice, we switch you to paper delivery automatically."
        >
          <TextInput type="email" autoComplete="email" readOnly={readOnly} {...register("emailAddress")} />
        </FormField>
      )}
      <div>
        <Button type="submit" disabled={saveDisabled} loading={saving}>
          Save
        </Button>
      </div>
    </form>
  );
}
