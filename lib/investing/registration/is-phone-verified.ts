import { usPhoneNumber } from "@/lib/account-settings/us-phone-number";

/** 002 §2: the verifyPhone step is skipped only when the number entered is the member's verified number. */
export function isPhoneVerified(
  user: { phoneNumber: string | null; phoneNumberVerifiedAt: Date | null },
  enteredPhone: string | null | undefined,
): boolean {
  const entered = usPhoneNumber(enteredPhone);
  return !!entered && !!user.phoneNumberVerifiedAt && user.phoneNumber === entered;
}
