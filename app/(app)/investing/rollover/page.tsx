import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Card } from "@/components/ui/card";
import { ButtonLink } from "@/components/ui/button-link";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { getInvestingHome } from "@/lib/investing/get-investing-home";

export const metadata: Metadata = { title: "Roll over a retirement plan" };

/** /investing/rollover (002 §2: where choosing a rollover leads): what a rollover is, and opening the IRA for it. */
export default async function RolloverStartPage() {
  const viewer = await getPageViewer();
  if (!viewer) return null;
  if (!(await getInvestingHome({ viewer }))) notFound();
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <h1 className="text-2xl font-semibold text-ink">Roll over a retirement plan</h1>
      <Card as="section" aria-labelledby="rollover-what">
        <h2 id="rollover-what" className="font-semibold text-ink">
          Bring your old 401(k) or 403(b) with you
        </h2>
        <p className="mt-2 text-ink">
          A direct rollover moves the money from a former employer&apos;s plan into an IRA you manage here, without taxes
          or penalties. Pick the IRA that matches the money: pre-tax savings go to a Traditional or Rollover IRA, Roth
          savings to a Roth IRA.
        </p>
        <ButtonLink href="/investing/register?rollover=true" className="mt-4">
          Open an IRA for my rollover
        </ButtonLink>
      </Card>
    </div>
  );
}
