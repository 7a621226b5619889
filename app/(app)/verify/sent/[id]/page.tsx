import type { Metadata } from "next";
import { safeReturnPath } from "@/lib/auth/safe-return-path";
import { VerifyFrame } from "../../verify-frame";
import { ConfirmPlanMember } from "./confirm-plan-member";

export const metadata: Metadata = { title: "Confirming your work email" };

/**
 * /verify/sent/{id} (spec 000 §2.2): the emailed link; {id} is the single-use token. Signed-out visitors sign in
 * first (the layout brings them back here). The token is used from the browser, by an explicit operation, so a
 * mail scanner fetching the link without a session cannot use it up.
 */
export default async function ConfirmPlanMemberPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ next?: string | string[] }>;
}) {
  const { id } = await params;
  const { next } = await searchParams;
  return (
    <VerifyFrame>
      <ConfirmPlanMember token={id} returnPath={safeReturnPath(typeof next === "string" ? next : null)} />
    </VerifyFrame>
  );
}
