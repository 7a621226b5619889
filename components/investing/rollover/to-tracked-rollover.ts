import { PLAN_TYPE_LABELS } from "@/lib/investing/rollovers/rollover-rules";
import { rolloverCheckAddressLines } from "@/lib/investing/rollovers/rollover-check";
import type { RolloverView } from "@/lib/investing/rollovers/rollover-view";
import type { TrackedRollover } from "./rollover-tracker";

/** The server's rollover as the tracker's plain props (no Decimal or Date crosses into React). */
export function toTrackedRollover(view: RolloverView): TrackedRollover {
  const iso = (date: Date | null) => date?.toISOString();
  return {
    id: view.id,
    nickname: view.nickname,
    step: view.step,
    moneyKind: view.moneyKind,
    oldProvider: view.oldProvider,
    planTypeLabel: view.planType ? PLAN_TYPE_LABELS[view.planType] : null,
    estimatedAmount: view.estimatedAmount?.toFixed(2) ?? null,
    depositedAmount: view.depositedAmount?.toFixed(2) ?? null,
    stepDates: {
      PLAN_FOUND: iso(view.planFoundAt),
      REQUESTED: iso(view.requestedAt),
      CHECK_IN_TRANSIT: iso(view.checkInTransitAt),
      DEPOSITED: iso(view.depositedAt),
      INVESTED: iso(view.investedAt),
      CANCELLED: iso(view.cancelledAt),
    },
    checkMailedOn: view.checkMailedOn?.toISOString().slice(0, 10) ?? null,
    accountLabel: view.account.label,
    accountNumber: view.account.accountNumber,
    payee: view.payee,
    mailingAddress: rolloverCheckAddressLines(),
    warnings: view.warnings,
    siblings: view.siblings.map(({ id, moneyKind, accountLabel }) => ({ id, moneyKind, accountLabel })),
  };
}
