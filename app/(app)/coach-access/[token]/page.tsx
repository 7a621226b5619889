import type { Metadata } from "next";
import { CoachAccessLinkView } from "@/components/coach-access/coach-access-link-view";

// The emailed link's page: the (app) layout has already asked a signed-out visitor to sign in and brought them back.
// The token only finds the request for the member it was sent to; opening it answers nothing.
export const metadata: Metadata = { title: "Coach access request", referrer: "no-referrer" };

export default async function CoachAccessLinkPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return <CoachAccessLinkView token={token} />;
}
