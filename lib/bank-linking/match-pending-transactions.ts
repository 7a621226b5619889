/** How far a posted amount may be from its pending one (a tip, a fuel pre-authorisation settling), as a share. */
export const PENDING_AMOUNT_TOLERANCE = 0.1;
/** How many days a pending transaction may take to post. */
export const PENDING_DAYS_TOLERANCE = 5;

/** A stored pending row, with the account it is on (assetId, creditCardId or loanId). */
export type PendingRow = {
  id: string;
  plaidTransactionId: string | null;
  account: string;
  amount: string;
  /** YYYY-MM-DD. */
  date: string;
  merchantKey: string;
};

/** A posted transaction that has just arrived. */
export type PostedArrival = {
  transactionId: string;
  pendingTransactionId: string | null;
  account: string;
  amount: string;
  date: string;
  merchantKey: string;
};

/**
 * Which stored pending row each posted arrival replaces: the one the provider names (pendingTransactionId), else the
 * closest one on the same account with the same sign, an amount within 10 % and a date within 5 days (the same
 * merchant first, then the nearest amount, then the nearest date). A pending row is replaced at most once.
 * Answers posted transaction id -> pending row id.
 */
export function matchPendingTransactions({ posted, pending }: { posted: PostedArrival[]; pending: PendingRow[] }): Map<string, string> {
  const matches = new Map<string, string>();
  const taken = new Set<string>();
  const byProviderId = new Map(pending.flatMap((row) => (row.plaidTransactionId ? [[row.plaidTransactionId, row] as const] : [])));

  const unnamed: PostedArrival[] = [];
  for (const arrival of posted) {
    const named = arrival.pendingTransactionId ? byProviderId.get(arrival.pendingTransactionId) : undefined;
    if (named && !taken.has(named.id)) {
      matches.set(arrival.transactionId, named.id);
      taken.add(named.id);
    } else {
      unnamed.push(arrival);
    }
  }

  const ordered = [...unnamed].sort((a, b) => a.date.localeCompare(b.date) || a.transactionId.localeCompare(b.transactionId));
  for (const arrival of ordered) {
    const amount = cents(arrival.amount);
    let best: { row: PendingRow; score: [number, number, number] } | undefined;
    for (const row of pending) {
      if (taken.has(row.id) || row.account !== arrival.account) continue;
      const pendingAmount = cents(row.amount);
      if (Math.sign(pendingAmount) !== Math.sign(amount)) continue;
      const amountGap = Math.abs(amount - pendingAmount);
      if (amountGap > Math.abs(pendingAmount) * PENDING_AMOUNT_TOLERANCE) continue;
      const dayGap = Math.abs(dayNumber(arrival.date) - dayNumber(row.date));
      if (dayGap > PENDING_DAYS_TOLERANCE) continue;
      const score: [number, number, number] = [row.merchantKey === arrival.merchantKey ? 0 : 1, amountGap, dayGap];
      if (!best || compare(score, best.score) < 0) best = { row, score };
    }
    if (best) {
      matches.set(arrival.transactionId, best.row.id);
      taken.add(best.row.id);
    }
  }
  return matches;
}

function compare(a: [number, number, number], b: [number, number, number]): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** Money as whole cents (exact for the stored two decimals). */
function cents(amount: string): number {
  return Math.round(Number(amount) * 100);
}

function dayNumber(day: string): number {
  return Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
}
