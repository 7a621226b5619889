import { Card } from "@/components/ui/card";
import { headingIdOf, RemoveButton, SectionHeading } from "./account-list-parts";
import type { BalanceAccount } from "./account-operations";

export const displayName = (account: BalanceAccount) => account.nickname ?? account.name;

/** The member's linked banks, each with the names of its accounts on the lists (in list order). */
export type LinkedBank = { id: string; name: string; accountNames: string[] };

export function linkedBanks(accounts: BalanceAccount[]): LinkedBank[] {
  const banks = new Map<string, LinkedBank>();
  for (const account of accounts) {
    const item = account.institutionItem;
    if (!item) continue;
    const bank = banks.get(item.id) ?? { id: item.id, name: item.name, accountNames: [] };
    bank.accountNames.push(displayName(account));
    banks.set(item.id, bank);
  }
  return [...banks.values()];
}

/** The linked banks, each with its accounts and a way to remove the whole bank (and so link it again). */
export function LinkedBanks({
  banks,
  onRemove,
}: {
  banks: LinkedBank[];
  onRemove: (bank: LinkedBank, headingId: string) => void;
}) {
  const headingId = headingIdOf("Linked banks");
  return (
    <Card as="section" aria-labelledby={headingId}>
      <SectionHeading id={headingId}>Linked banks</SectionHeading>
      <ul className="mt-3 divide-y divide-border">
        {banks.map((bank) => (
          <li key={bank.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium text-ink">{bank.name}</p>
              <p className="text-sm text-muted">{bank.accountNames.join(", ")}</p>
            </div>
            <RemoveButton name={bank.name} onClick={() => onRemove(bank, headingId)} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
