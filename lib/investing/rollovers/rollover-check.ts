import { CLEARING_FIRM_NAME } from "@/lib/investing/clearing-firm-name";

// How the old plan must write and send the check (issue 16 item 6). The custodian holds the IRA "for the benefit of"
// the member, so the check names both; a check payable to the member alone would be a taxable distribution.

/**
 * Where rollover checks are mailed: the clearing firm's address for incoming retirement checks. A constant, not a
 * setting: it changes only when the custodian tells us (docs/decisions.md, Rollovers).
 */
export const ROLLOVER_CHECK_ADDRESS = {
  recipient: CLEARING_FIRM_NAME,
  attention: "Attn: Retirement Transfers",
  lines: ["350 N. St. Paul St., Suite 1300"],
  locality: "Dallas",
  administrativeArea: "TX",
  postalCode: "75201",
} as const;

export function rolloverCheckAddressLines(): string[] {
  const address = ROLLOVER_CHECK_ADDRESS;
  return [address.recipient, address.attention, ...address.lines, `${address.locality}, ${address.administrativeArea} ${address.postalCode}`];
}

/** "{clearing firm} FBO {member's full name}": the exact payee line for the check. */
export function rolloverPayee(holderName: string): string {
  return `${CLEARING_FIRM_NAME} FBO ${holderName}`;
}
