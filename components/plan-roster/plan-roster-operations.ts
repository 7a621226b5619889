import { graphql } from "@/lib/graphql/client/graphql";

// The Roster and Communications tabs of /dashboard/{planId} (issue 14 items 2 and 4; names ours).

export const UPLOAD_ROSTER_FILE = graphql(`mutation UploadRosterFile($planId: ID!, $size: Int!) {
  uploadRosterFile(planId: $planId, size: $size) { link { key url headers } error }
}`);

export const PREVIEW_ROSTER_IMPORT = graphql(`mutation PreviewRosterImport($planId: ID!, $key: String!, $fileName: String!, $isFullFile: Boolean!) {
  previewRosterImport(planId: $planId, key: $key, fileName: $fileName, isFullFile: $isFullFile) {
    rosterImport { id status fileName isFullFile rowCount additionCount changeCount terminationCount errorCount progressPercent failureMessage
  preview { errors { row reason } additions { row workEmail name detail } changes { row workEmail name detail } terminations { row workEmail name detail } } }
    error
  }
}`);

export const APPLY_ROSTER_IMPORT = graphql(`mutation ApplyRosterImport($planId: ID!, $id: ID!) {
  applyRosterImport(planId: $planId, id: $id) { rosterImport { id status fileName isFullFile rowCount additionCount changeCount terminationCount errorCount progressPercent failureMessage
  preview { errors { row reason } additions { row workEmail name detail } changes { row workEmail name detail } terminations { row workEmail name detail } } } error }
}`);

export const ROSTER_IMPORT = graphql(`query RosterImport($planId: ID!, $id: ID!) {
  rosterImport(planId: $planId, id: $id) { id status fileName isFullFile rowCount additionCount changeCount terminationCount errorCount progressPercent failureMessage
  preview { errors { row reason } additions { row workEmail name detail } changes { row workEmail name detail } terminations { row workEmail name detail } } }
}`);

export const ADD_PLAN_MEMBER = graphql(`mutation AddPlanMember($planId: ID!, $input: PlanMemberInput!) {
  addPlanMember(planId: $planId, input: $input) { member { id workEmail } error errorField }
}`);

export const TERMINATE_PLAN_MEMBER = graphql(`mutation TerminatePlanMember($planId: ID!, $planMemberId: ID!) {
  terminatePlanMember(planId: $planId, planMemberId: $planMemberId) { member { id accessEndsOn } error }
}`);

export const RESEND_PLAN_INVITATION = graphql(`mutation ResendPlanInvitation($planId: ID!, $planMemberId: ID!) {
  resendPlanInvitation(planId: $planId, planMemberId: $planMemberId) { member { id invitationEmailCount } error }
}`);

export const UPDATE_PLAN_EMAIL_TEMPLATE = graphql(`mutation UpdatePlanEmailTemplate($planId: ID!, $kind: PlanEmailKind!, $subject: String!, $body: String!) {
  updatePlanEmailTemplate(planId: $planId, kind: $kind, subject: $subject, body: $body) { template { kind subject body isCustomized } error errorField }
}`);

export const RESET_PLAN_EMAIL_TEMPLATE = graphql(`mutation ResetPlanEmailTemplate($planId: ID!, $kind: PlanEmailKind!) {
  resetPlanEmailTemplate(planId: $planId, kind: $kind) { template { kind subject body isCustomized } error }
}`);
