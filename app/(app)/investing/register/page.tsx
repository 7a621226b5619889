import type { Metadata } from "next";
import { Suspense } from "react";
import { RegistrationWizard } from "@/components/investing-registration/registration-wizard";
import { getAppEnv } from "@/lib/env";

export const metadata: Metadata = { title: "Open an investing account" };

/** The account-opening wizard (spec 002 §2): ?stepName=&accountType=&accountId=&rollover=true; signed-in only. */
export default function Page() {
  return (
    <div className="px-4 py-8 sm:py-12">
      <Suspense>
        <RegistrationWizard manifestEnabled={getAppEnv() !== "production"} />
      </Suspense>
    </div>
  );
}
