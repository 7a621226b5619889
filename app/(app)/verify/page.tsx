import type { Metadata } from "next";
import { safeReturnPath } from "@/lib/auth/safe-return-path";
import { VerifyFrame } from "./verify-frame";
import { WorkEmailForm } from "./work-email-form";

export const metadata: Metadata = { title: "Confirm your employer plan" };

/** /verify (spec 000 §2.2): asks for the work email that is on the employer's plan roster. */
export default async function VerifyPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const { next } = await searchParams;
  const returnPath = safeReturnPath(typeof next === "string" ? next : null);
  return (
    <VerifyFrame>
      <h1 className="text-2xl font-semibold tracking-tight text-ink">Confirm your employer plan</h1>
      <p className="mt-3 text-muted">
        This part of Mariner comes with your employer&apos;s plan. Enter the work email your employer has on file and we
        will send a link to it. Opening the link confirms that you are on the plan.
      </p>
      <WorkEmailForm returnPath={returnPath} />
    </VerifyFrame>
  );
}
