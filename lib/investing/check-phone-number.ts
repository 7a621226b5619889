import { usPhoneNumber } from "@/lib/account-settings/us-phone-number";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";

/**
 * Whether a trusted contact's number can be dialled (002 §5, §7 checkPhoneNumber, asked 500 ms after typing stops):
 * a US number with a real area code and exchange (NANP). No lookup provider is asked: the clearing firm takes any
 * dialable US number, and a carrier lookup would tell us about a stranger's phone.
 */
export function checkPhoneNumber({ viewer, phoneNumber }: { viewer: Viewer | null; phoneNumber: string }): { valid: boolean } {
  authorize(viewer, "own-data:read");
  const number = usPhoneNumber(phoneNumber);
  // N11 area codes and exchanges (211, 411, 911 ...) are services, not lines.
  const valid = !!number && !/^\+1[2-9]11/.test(number) && !/^\+1\d{3}[2-9]11/.test(number);
  return { valid };
}
