import type { Metadata } from "next";
import { AccountSettingsPage } from "@/components/account-settings/account-settings-page";

export const metadata: Metadata = { title: "Account settings" };

/** 'Update Account' (spec 001 §2 account settings); signed-in only, as every page of the (app) group. */
export default function Page() {
  return <AccountSettingsPage />;
}
