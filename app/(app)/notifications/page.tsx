import type { Metadata } from "next";
import { NotificationsPage } from "@/components/notifications/notifications-page";
import { getPageViewer } from "@/lib/auth/get-page-viewer";

export const metadata: Metadata = { title: "Notifications", robots: { index: false } };

/**
 * /notifications (001 §1, §2). Signed in: the member's preferences. With ?token= (an email's unsubscribe link) it
 * also works signed out - the (app) layout lets such a request through without the shell - and acts only on the
 * token's owner. A coach sees the customer's settings but cannot change them.
 */
export default async function Page({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim() || null;
  const viewer = await getPageViewer();
  return <NotificationsPage token={token} readOnly={!!viewer?.isCoachMode} />;
}
