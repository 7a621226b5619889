import { z } from "zod";
import { PERMISSIONS } from "./plan-permissions";

// Plan administrators (issue 14 item 5): owners invite and remove owners, editors and viewers; the invitation link
// works for 7 days; a plan always keeps at least one owner.

export * from "./plan-permissions";

export const INVITATION_LIFETIME_DAYS = 7;
/** Invitations an owner may send per plan in an hour: each is an email to an address they typed. */
export const INVITATIONS_PER_PLAN_PER_HOUR = 20;

export const PLAN_ADMIN_MESSAGES = {
  emailInvalid: "Please enter a valid email address.",
  alreadyAdmin: "This person is already an administrator of the plan.",
  alreadyInvited: "An invitation to this address is already waiting.",
  lastOwner: "A plan needs at least one owner. Make someone else an owner first.",
  notFound: "This administrator was not found.",
  invitationInvalid: "This invitation is no longer valid. Ask an owner of the plan to send a new one.",
  invitationOtherEmail: "This invitation was sent to another email address. Sign in with that address to accept it.",
  emailNotVerified: "Please verify your email address before accepting the invitation.",
} as const;

/** The invitation form, on the page and on the server. */
export const invitePlanAdminSchema = z.object({
  email: z.string().trim().toLowerCase().email(PLAN_ADMIN_MESSAGES.emailInvalid).max(254, PLAN_ADMIN_MESSAGES.emailInvalid),
  permission: z.enum(PERMISSIONS),
});
export type InvitePlanAdminInput = z.infer<typeof invitePlanAdminSchema>;
