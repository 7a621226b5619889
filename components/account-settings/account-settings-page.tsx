"use client";

import { useQuery } from "urql";
import { FirstLoadStatus } from "@/components/ui/first-load-status";
import { loadOnce, useModuleOnMount } from "@/components/ui/use-module-on-mount";
import { AccountDetailsForm } from "./account-details-form";
import { ACCOUNT_SETTINGS_INFO } from "./account-settings-operations";

const LOAD_FAILED = "We could not load your account settings. Please try reloading the page.";

// The sections below the sign-in details come with the settings, not with the page (docs/decisions.md).
const loadSections = loadOnce(() => import("./account-settings-sections"));

/**
 * /account-details ('Update Account' in the profile menu): sign-in details, password, two-step verification (phone,
 * authenticator app, recovery codes) and the devices signed in.
 */
export function AccountSettingsPage() {
  const [result, refetch] = useQuery({ query: ACCOUNT_SETTINGS_INFO, requestPolicy: "cache-and-network" });
  const info = result.data?.authenticationInfo;
  const methods = result.data?.twoFactorMethods;
  const sections = useModuleOnMount(loadSections);

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-ink">Account settings</h1>
      <p className="mt-2 text-muted">Your sign-in details, and how we keep your account safe.</p>
      <FirstLoadStatus result={{ ...result, data: info }} loading="Loading your account settings…" failed={LOAD_FAILED} />
      {info && (
        <div className="mt-8 grid gap-10">
          <div className="rounded-lg border border-border bg-surface p-5 sm:p-6">
            <AccountDetailsForm
              email={info.email}
              recoveryEmail={info.recoveryEmail ?? null}
              isRecoveryEmailVerified={info.isUserRecoveryEmailVerified}
              isSingleSignOn={info.isSingleSignOn}
              onSaved={() => refetch({ requestPolicy: "network-only" })}
            />
          </div>
          {sections === "failed" && (
            <p role="alert" className="text-danger-700">
              {LOAD_FAILED}
            </p>
          )}
          {sections && sections !== "failed" && (
            <>
              {!info.isSingleSignOn && (
                <div className="rounded-lg border border-border bg-surface p-5 sm:p-6">
                  {/* Started afresh when the stored setting changes (the page's data is refreshed after a code step). */}
                  <sections.TwoFactorSection
                    key={`${info.is2faEnabled}:${info.phoneNumber ?? ""}`}
                    is2faEnabled={info.is2faEnabled}
                    phoneNumber={info.phoneNumber ?? null}
                    hasAuthenticatorApp={methods?.hasAuthenticatorApp ?? false}
                  />
                </div>
              )}
              {!info.isSingleSignOn && methods && (
                <div className="rounded-lg border border-border bg-surface p-5 sm:p-6">
                  <sections.AuthenticatorSection
                    is2faEnabled={info.is2faEnabled}
                    methods={methods}
                    onChanged={() => refetch({ requestPolicy: "network-only" })}
                  />
                </div>
              )}
              <div className="rounded-lg border border-border bg-surface p-5 sm:p-6">
                <sections.DevicesSection />
              </div>
              <div className="rounded-lg border border-border bg-surface p-5 sm:p-6">
                <sections.YourDataSection isSingleSignOn={info.isSingleSignOn} />
              </div>
            </>
          )}
        </div>
      )}
    </div>
  );
}
