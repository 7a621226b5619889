import type { CoachAccessStatusName } from "./coach-access-policy";
import { effectiveStatus } from "./coach-access-policy";
import { personName } from "./find-coaching-member";

/** A coach access request or grant as the member sees it. */
export type CoachAccessView = {
  id: string;
  coachName: string;
  reason: string;
  status: CoachAccessStatusName;
  allowEdits: boolean;
  isEmergency: boolean;
  requestedAt: Date;
  decidedAt: Date | null;
  /** While requested: when the request lapses. Once approved: when the access ends. */
  expiresAt: Date;
  endedAt: Date | null;
};

export const coachAccessSelect = {
  id: true,
  reason: true,
  status: true,
  allowEdits: true,
  isEmergency: true,
  requestedAt: true,
  decidedAt: true,
  expiresAt: true,
  endedAt: true,
  coach: { select: { firstName: true, lastName: true } },
} as const;

type GrantRow = {
  id: string;
  reason: string;
  status: CoachAccessStatusName;
  allowEdits: boolean;
  isEmergency: boolean;
  requestedAt: Date;
  decidedAt: Date | null;
  expiresAt: Date;
  endedAt: Date | null;
  coach: { firstName: string | null; lastName: string | null } | null;
};

export function toCoachAccessView(row: GrantRow, now = new Date()): CoachAccessView {
  const status = effectiveStatus(row, now);
  return {
    id: row.id,
    coachName: personName(row.coach, row.isEmergency ? "A staff member" : "A coach"),
    reason: row.reason,
    status,
    allowEdits: row.allowEdits,
    isEmergency: row.isEmergency,
    requestedAt: row.requestedAt,
    decidedAt: row.decidedAt,
    expiresAt: row.expiresAt,
    endedAt: row.endedAt ?? (status !== row.status ? row.expiresAt : null),
  };
}
