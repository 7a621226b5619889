import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { fundAccountHref } from "./investing-figures";

/** The empty state of an account with no money yet. */
export function FundAccountCard({ accountId, isOpen }: { accountId: string; isOpen: boolean }) {
  return (
    <Card as="section" aria-labelledby="fund-heading">
      <h2 id="fund-heading" className="font-semibold text-ink">
        {isOpen ? "Fund your account" : "Your account is not open yet"}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {isOpen
          ? "Once money arrives it is invested in your portfolio, and its value, gains and activity show here."
          : "Once your application is approved you can add money, and its value and activity show here."}
      </p>
      {isOpen ? (
        <ButtonLink href={fundAccountHref(accountId)} className="mt-4">
          Fund your account
        </ButtonLink>
      ) : null}
    </Card>
  );
}
