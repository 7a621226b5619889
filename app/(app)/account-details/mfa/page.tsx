import type { Metadata } from "next";
import { MfaStepPage } from "@/components/account-settings/mfa-step-page";

export const metadata: Metadata = { title: "Two-step verification" };

/** The code step of a two-factor change (spec 001 §2: no navigator; §4 steps ENTRY, REMOVE, EDIT, EDIT_ENTRY). */
export default function Page() {
  return <MfaStepPage />;
}
