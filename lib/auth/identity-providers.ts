import { getEnv } from "@/lib/env";

/** Staff of the provider sign in only through the staff identity provider (spec 000 §6). */
export function isStaffEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${getEnv().STAFF_EMAIL_DOMAIN.toLowerCase()}`);
}
