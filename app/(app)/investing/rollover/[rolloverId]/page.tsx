import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Card } from "@/components/ui/card";
import { ButtonLink } from "@/components/ui/button-link";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { accountLabel, ACCOUNT_STATE_TEXT } from "@/lib/investing/account-label";
import { CLEARING_FIRM_NAME } from "@/lib/investing/clearing-firm-name";
import { getRollover } from "@/lib/investing/get-rollover";

export const metadata: Metadata = { title: "Your rollover" };

const STATE_TEXT: Record<string, string> = {
  CREATED: "Started: waiting for your former plan to send the money.",
  IN_PROGRESS: "On its way: your former plan has sent the money.",
  COMPLETED: "Done: the money is in your account.",
  CANCELLED: "Cancelled.",
};

/** /investing/rollover/{id} (002 §2: where a rollover account's set-up ends): the rollover and how to move the money. */
export default async function RolloverPage({ params }: { params: Promise<{ rolloverId: string }> }) {
  const viewer = await getPageViewer();
  if (!viewer) return null;
  const rollover = await getRollover({ viewer, rolloverId: (await params).rolloverId });
  if (!rollover) notFound();
  const { account } = rollover;
  const holder = account.parties[0] ? `${account.parties[0].givenName} ${account.parties[0].familyName}` : "you";
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <h1 className="text-2xl font-semibold text-ink [overflow-wrap:anywhere]">{rollover.nickname}</h1>
      <Card as="section" aria-labelledby="rollover-status">
        <h2 id="rollover-status" className="font-semibold text-ink">
          Status
        </h2>
        <p className="mt-1 text-ink">{STATE_TEXT[rollover.state] ?? rollover.state}</p>
        <p className="mt-3 text-sm text-ink-muted">
          Into: {accountLabel(account)} ({ACCOUNT_STATE_TEXT[account.state] ?? account.state})
        </p>
      </Card>
      <Card as="section" aria-labelledby="rollover-steps">
        <h2 id="rollover-steps" className="font-semibold text-ink">
          How to move the money
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-ink">
          <li>Call your former employer&apos;s plan administrator and ask for a direct rollover to an IRA.</li>
          <li>
            Ask them to make the check payable to &quot;{CLEARING_FIRM_NAME} FBO {holder}&quot;
            {account.accountNumber ? `, account ${account.accountNumber}` : ""}, and to send it to the address we email you.
          </li>
          <li>We&apos;ll tell you when the money arrives. A direct rollover is not taxed or counted as a withdrawal.</li>
        </ol>
      </Card>
      <ButtonLink href="/investing" variant="secondary" className="justify-self-start">
        Back to Invest
      </ButtonLink>
    </div>
  );
}
