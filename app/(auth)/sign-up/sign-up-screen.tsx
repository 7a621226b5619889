import type { ReactNode } from "react";
import { GoogleSignInButton } from "@/components/auth/google-sign-in-button";
import { StaffSignInLink } from "@/components/auth/staff-sign-in-link";
import { GraphQLProvider } from "@/components/providers/graphql-provider";
import { SignUpForm } from "./sign-up-form";

/** The sign-up card shared by /sign-up and its partner and employer variants (spec 000 §2.4). */
export function SignUpScreen({
  intro,
  afterSignUpPath,
  partnerSlug,
  pricingPlanId,
}: {
  /** The variant's line above the form: the partner's name or the chosen plan. */
  intro?: ReactNode;
  afterSignUpPath: string;
  partnerSlug?: string;
  /** The employer variant's plan. */
  pricingPlanId?: string;
}) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-canvas px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        {intro ? <div className="mb-4 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900">{intro}</div> : null}
        <GraphQLProvider>
          <SignUpForm
            afterSignUpPath={afterSignUpPath}
            partnerSlug={partnerSlug}
            pricingPlanId={pricingPlanId}
            google={<GoogleSignInButton mode="sign-up" returnPath={afterSignUpPath} pricingPlanId={pricingPlanId} />}
            staffLink={<StaffSignInLink signup />}
          />
        </GraphQLProvider>
      </div>
    </main>
  );
}
