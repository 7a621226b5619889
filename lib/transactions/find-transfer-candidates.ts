import type { TransferCandidate } from "./pick-transfer-pairs";

export interface TransferSide {
  id: string;
  /** Provider sign, in cents. */
  cents: number;
  /** Days since 1970-01-01 (the transaction's date). */
  day: number;
  /** The asset, card or loan it is on. */
  account: string;
  /** Its category, or the provider's category, says it moves money between the member's own accounts. */
  transferLike: boolean;
}

/** How many days apart the two sides of a transfer may be dated. */
export const TRANSFER_MAX_GAP_DAYS = 3;

/**
 * Every possible transfer pair of a batch of transactions with the member's other unpaired transactions (which may
 * include the batch): the opposite amount to the cent, a different account, dates at most 3 days apart, and at least
 * one side transfer-like. Linear in the rows (a lookup by amount), whatever their number.
 */
export function findTransferCandidates({
  batch,
  others,
}: {
  batch: readonly TransferSide[];
  others: readonly TransferSide[];
}): TransferCandidate[] {
  const byAmount = new Map<number, TransferSide[]>();
  for (const side of others) {
    const list = byAmount.get(side.cents);
    if (list) list.push(side);
    else byAmount.set(side.cents, [side]);
  }
  const candidates: TransferCandidate[] = [];
  for (const a of batch) {
    if (a.cents === 0) continue;
    for (const b of byAmount.get(-a.cents) ?? []) {
      const gap = Math.abs(a.day - b.day);
      if (b.id === a.id || b.account === a.account || gap > TRANSFER_MAX_GAP_DAYS) continue;
      if (a.transferLike || b.transferLike) candidates.push({ ids: [a.id, b.id], gap });
    }
  }
  return candidates;
}
