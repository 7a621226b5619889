"use client";

import { useState } from "react";
import { useMutation, useQuery } from "urql";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FirstLoadStatus } from "@/components/ui/first-load-status";
import { useToast } from "@/components/ui/toast";
import type { ResultOf } from "@/lib/graphql/client/graphql";
import { SIGN_OUT_DEVICE, SIGN_OUT_EVERYWHERE_ELSE, SIGNED_IN_DEVICES } from "./account-settings-operations";

type Device = ResultOf<typeof SIGNED_IN_DEVICES>["signedInDevices"][number];

const DEVICES_CONTEXT = { additionalTypenames: ["SignedInDevice"] };
const when = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
const day = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/**
 * 'Where you're signed in' on /account-details (issue 13 item 3): each browser signed in now and each remembered for
 * the sign-in code, with where and when it was last used; 'Sign out' per row and 'Sign out everywhere else'.
 */
export function DevicesSection() {
  const [result, refetch] = useQuery({ query: SIGNED_IN_DEVICES, requestPolicy: "cache-and-network", context: DEVICES_CONTEXT });
  const [{ fetching: signingOut }, signOut] = useMutation(SIGN_OUT_DEVICE);
  const [{ fetching: signingOutAll }, signOutAll] = useMutation(SIGN_OUT_EVERYWHERE_ELSE);
  const [confirmingAll, setConfirmingAll] = useState(false);
  const { toast } = useToast();
  const devices = result.data?.signedInDevices;
  const others = devices?.filter((device) => !device.isCurrent).length ?? 0;

  async function signOutOne(device: Device) {
    const answer = await signOut({ id: device.id, kind: device.kind }, DEVICES_CONTEXT);
    const payload = answer.data?.signOutDevice;
    if (payload?.didSignOut) toast({ message: `${device.browser} signed out`, theme: "success" });
    else toast({ message: payload?.error ?? "We couldn't sign that device out. Please try again.", theme: "error" });
    refetch({ requestPolicy: "network-only" });
  }

  async function signOutEverywhere() {
    const answer = await signOutAll({}, DEVICES_CONTEXT);
    setConfirmingAll(false);
    const payload = answer.data?.signOutEverywhereElse;
    if (payload && !payload.error) toast({ message: "Signed out everywhere else", theme: "success" });
    else toast({ message: payload?.error ?? "We couldn't sign you out elsewhere. Please try again.", theme: "error" });
    refetch({ requestPolicy: "network-only" });
  }

  return (
    <section aria-labelledby="devices-heading" className="grid gap-4">
      <div>
        <h2 id="devices-heading" className="text-lg font-semibold text-ink">
          Where you&apos;re signed in
        </h2>
        <p className="mt-1 text-sm text-muted">
          Browsers signed in to your account, and those that skip the sign-in code for 30 days. Don&apos;t recognize
          one? Sign it out and change your password.
        </p>
      </div>
      <FirstLoadStatus
        result={{ ...result, data: devices }}
        loading="Loading your devices…"
        failed="We could not load your devices. Please try reloading the page."
      />
      {devices && (
        <ul aria-label="Your devices" className="divide-y divide-border">
          {devices.map((device) => (
            <li key={`${device.kind}:${device.id}`} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-ink">
                  {device.browser}
                  {device.isCurrent && (
                    <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">This device</span>
                  )}
                </p>
                <p className="text-sm text-muted">
                  {[device.place ?? "Location unknown", device.ipAddress].filter(Boolean).join(" · ")}
                </p>
                <p className="text-sm text-muted">
                  {device.kind === "SESSION"
                    ? `Signed in · last active ${when.format(new Date(device.lastSeenAt))}`
                    : `Skips the sign-in code until ${day.format(new Date(device.expiresAt ?? device.lastSeenAt))}`}
                </p>
              </div>
              {!(device.isCurrent && device.kind === "SESSION") && (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={signingOut}
                  onClick={() => void signOutOne(device)}
                  aria-label={`${device.kind === "SESSION" ? "Sign out" : "Forget"} ${device.browser}${device.place ? `, ${device.place}` : ""}`}
                >
                  {device.kind === "SESSION" ? "Sign out" : "Forget"}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {others > 0 && (
        <div>
          <Button variant="secondary" onClick={() => setConfirmingAll(true)}>
            Sign out everywhere else
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirmingAll}
        onOpenChange={setConfirmingAll}
        onConfirm={() => void signOutEverywhere()}
        title="Sign out everywhere else?"
        text="Every other browser is signed out now, and any that skip the sign-in code will ask for it again. This browser stays signed in."
        confirmLabel="Sign out everywhere else"
        tone="danger"
        loading={signingOutAll}
      />
    </section>
  );
}
