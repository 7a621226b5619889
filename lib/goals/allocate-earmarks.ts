// Which part of each account counts towards each goal linked to it (research §3c-4). Plain integer cents.
//
// An account may back several goals. A link with an earmark asks for that fixed amount; a link without one asks for
// what is not earmarked. Earmarks are served first; when they add up to more than the balance each gets its share of
// the balance pro rata (and whole-balance links get nothing); otherwise each whole-balance link counts the rest of the
// balance (a goal that takes "the account" never shrinks another goal that does). A negative balance counts as nothing.

export type EarmarkLink = { goalId: string; accountId: string; earmarkCents: number | null };

export const linkKey = (goalId: string, accountId: string) => `${goalId}:${accountId}`;

/** Splits `total` cents in proportion to `weights`, largest remainders first, so the parts add up exactly. */
function splitProRata(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

/** Counted cents per link (keyed by linkKey). */
export function allocateEarmarks({
  balances,
  links,
}: {
  balances: ReadonlyMap<string, number>;
  links: readonly EarmarkLink[];
}): Map<string, number> {
  const counted = new Map<string, number>();
  const byAccount = new Map<string, EarmarkLink[]>();
  for (const link of links) byAccount.set(link.accountId, [...(byAccount.get(link.accountId) ?? []), link]);

  for (const [accountId, accountLinks] of byAccount) {
    const balance = Math.max(balances.get(accountId) ?? 0, 0);
    const fixed = accountLinks.filter((link) => link.earmarkCents !== null);
    const whole = accountLinks.filter((link) => link.earmarkCents === null);
    const asked = fixed.reduce((total, link) => total + link.earmarkCents!, 0);

    if (asked >= balance) {
      const shares = splitProRata(balance, fixed.map((link) => link.earmarkCents!));
      fixed.forEach((link, index) => counted.set(linkKey(link.goalId, accountId), shares[index]!));
      whole.forEach((link) => counted.set(linkKey(link.goalId, accountId), 0));
    } else {
      fixed.forEach((link) => counted.set(linkKey(link.goalId, accountId), link.earmarkCents!));
      whole.forEach((link) => counted.set(linkKey(link.goalId, accountId), balance - asked));
    }
  }
  return counted;
}
