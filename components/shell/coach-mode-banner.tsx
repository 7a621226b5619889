"use client";

import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { CoachAccessTimeLeft } from "./coach-access-time-left";
import { openAsNewViewer } from "./open-as-new-viewer";
import type { ShellUser } from "./shell-user";

export type ExitCoachMode = () => Promise<{ error: string | null }>;

type CoachModeBannerProps = {
  user: Pick<ShellUser, "isCoachMode" | "coachedUser" | "email" | "coachAccess">;
  onExit: ExitCoachMode;
};

/**
 * Always-visible bar while staff act as a customer (spec 000 §4.8). Amber with ink text (8.9:1) so it cannot be
 * mistaken for the product's own chrome. Exiting loads the customer's page afresh as
 * the staff member (nothing cached from the customer's view survives).
 */
export function CoachModeBanner({ user, onExit }: CoachModeBannerProps) {
  const { toast } = useToast();
  const [pending, setPending] = useState(false);
  if (!user.isCoachMode) return null;

  const customer = user.coachedUser;
  const email = customer?.email ?? user.email;

  async function exit() {
    setPending(true);
    let error: string | null;
    try {
      ({ error } = await onExit());
    } catch (cause) {
      console.error("Exit Coach Mode failed:", cause);
      error = ""; // nothing a user should read: the fallback message below stands in
    }
    if (error !== null) {
      setPending(false);
      if (error) console.error("Exit Coach Mode failed:", error);
      toast({ theme: "error", message: error || "Unable to log out of Coach Mode" });
      return;
    }
    openAsNewViewer(customer ? `/customers/${encodeURIComponent(customer.id)}` : "/health", {
      theme: "success",
      message: "You have now exited Coach Mode",
    });
  }

  return (
    <section
      aria-label="Coach Mode"
      className="border-b-4 border-warning-700 bg-accent-500 text-ink [&_:focus-visible]:outline-ink"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2 text-sm lg:px-6">
        <p className="font-medium">
          You are currently in Coach Mode as{" "}
          {customer ? (
            <Link
              href={`/customers/${encodeURIComponent(customer.id)}`}
              className="font-semibold underline underline-offset-2 hover:no-underline"
            >
              {email}
            </Link>
          ) : (
            <strong>{email}</strong>
          )}
        </p>
        {user.coachAccess ? <CoachAccessTimeLeft endsAt={user.coachAccess.endsAt} canEdit={user.coachAccess.canEdit} /> : null}
        <Button variant="secondary" size="sm" loading={pending} onClick={() => void exit()}>
          Exit Coach Mode
        </Button>
      </div>
    </section>
  );
}
