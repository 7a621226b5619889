import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AUTH_TOKEN_LIFETIME_MINUTES } from "@/lib/auth/auth-tokens/issue-auth-token";
import { safeReturnPath } from "@/lib/auth/safe-return-path";
import { workEmailSchema } from "@/lib/auth/schemas/plan-member-verification-schema";
import { hasPendingPlanMemberVerification } from "@/lib/plans/plan-member-verification/has-pending-plan-member-verification";
import { getPageAuthenticationInfo } from "@/lib/users/get-page-authentication-info";
import { VerifyFrame } from "../verify-frame";
import { VerificationSent } from "./verification-sent";

export const metadata: Metadata = { title: "Check your email" };

type SearchParams = { work_provided_email?: string | string[]; next?: string | string[] };

/**
 * /verify/sent?work_provided_email=... (spec 000 §2.2): 'Check your email' with 'Resend magic link'. Arriving from
 * the shell's guard with the roster's match, the first link is sent from here (unless one is already out).
 */
export default async function VerificationSentPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const returnPath = safeReturnPath(typeof params.next === "string" ? params.next : null);
  const parsed = workEmailSchema.safeParse({ workEmail: params.work_provided_email });
  if (!parsed.success) redirect(`/verify?next=${encodeURIComponent(returnPath)}`);
  const { workEmail } = parsed.data;

  const info = await getPageAuthenticationInfo();
  const sendOnArrival =
    info !== null &&
    !info.isCoachMode &&
    info.matchedPlanMember?.workEmail === workEmail &&
    !(await hasPendingPlanMemberVerification({ userId: info.id, workEmail }));

  return (
    <VerifyFrame>
      <VerificationSent
        workEmail={workEmail} returnPath={returnPath} sendOnArrival={sendOnArrival}
        validMinutes={AUTH_TOKEN_LIFETIME_MINUTES}
      />
    </VerifyFrame>
  );
}
