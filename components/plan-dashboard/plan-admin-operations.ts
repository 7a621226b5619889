import { graphql } from "@/lib/graphql/client/graphql";

// The Settings tab's administrators (issue 14 item 5; names ours).

export const INVITE_PLAN_ADMINISTRATOR = graphql(`mutation InvitePlanAdministrator($planId: ID!, $email: String!, $permission: PlanAdminPermission!) {
  invitePlanAdministrator(planId: $planId, email: $email, permission: $permission) { ok error errorField }
}`);

export const CHANGE_PLAN_ADMINISTRATOR = graphql(`mutation ChangePlanAdministrator($planId: ID!, $adminId: ID!, $permission: PlanAdminPermission) {
  changePlanAdministrator(planId: $planId, adminId: $adminId, permission: $permission) { ok error }
}`);

export const REVOKE_PLAN_ADMIN_INVITATION = graphql(`mutation RevokePlanAdminInvitation($planId: ID!, $invitationId: ID!) {
  revokePlanAdminInvitation(planId: $planId, invitationId: $invitationId) { ok error }
}`);

export const ACCEPT_PLAN_ADMIN_INVITATION = graphql(`mutation AcceptPlanAdminInvitation($token: String!) {
  acceptPlanAdminInvitation(token: $token) { planId error }
}`);
