import { builder } from "@/lib/graphql/builder";
import { payloadType, runPayload } from "@/lib/graphql/payload";
import { getPlanEmailTemplates } from "@/lib/plan-invitations/get-plan-email-templates";
import type { PlanEmailTemplateView } from "@/lib/plan-invitations/load-plan-email-templates";
import { resendPlanInvitation } from "@/lib/plan-invitations/resend-plan-invitation";
import { resetPlanEmailTemplate, updatePlanEmailTemplate } from "@/lib/plan-invitations/update-plan-email-template";
import { addPlanMember } from "@/lib/roster/add-plan-member";
import { createRosterUploadLink } from "@/lib/roster/create-roster-upload-link";
import { getRosterImport } from "@/lib/roster/get-roster-import";
import { listPlanRoster, type PlanRosterPage } from "@/lib/roster/list-plan-roster";
import { previewRosterImport } from "@/lib/roster/preview-roster-import";
import type { RosterImportPreview, RosterImportView, RosterPreviewPerson } from "@/lib/roster/roster-import-view";
import type { RosterMemberView } from "@/lib/roster/roster-member-view";
import { startRosterImport } from "@/lib/roster/start-roster-import";
import { terminatePlanMember } from "@/lib/roster/terminate-plan-member";

// The Roster and Communications tabs of /dashboard/{planId} (issue 14 items 2 and 4). Owners, editors and staff
// change (plan:edit); viewers, advisors and plan-success managers read (plan:read). Roster facts only: no field here
// reaches an employee's finances.

const canEdit = (planId: string | number) => ({ canOnPlan: { action: "plan:edit" as const, planId: String(planId) } });
const canRead = (planId: string | number) => ({ canOnPlan: { action: "plan:read" as const, planId: String(planId) } });

const RosterEmploymentStatusEnum = builder.enumType("RosterEmploymentStatus", { values: ["ACTIVE", "ON_LEAVE", "TERMINATED"] as const });
const PlanMemberSignUpStatusEnum = builder.enumType("PlanMemberSignUpStatus", {
  description: "ADDED: on the roster; INVITED: invitation sent; VERIFIED: signed up and proved the work email.",
  values: ["ADDED", "INVITED", "VERIFIED", "REMOVED"] as const,
});
const RosterImportStatusEnum = builder.enumType("RosterImportStatus", { values: ["PREVIEWED", "APPLYING", "APPLIED", "FAILED"] as const });
const PlanEmailKindEnum = builder.enumType("PlanEmailKind", { values: ["INVITATION", "REMINDER"] as const });

const RosterMemberType = builder.objectRef<RosterMemberView>("RosterMember").implement({
  description: "One employee on a plan's roster: roster facts only.",
  fields: (t) => ({
    id: t.exposeID("id"),
    workEmail: t.exposeString("workEmail"),
    firstName: t.exposeString("firstName", { nullable: true }),
    lastName: t.exposeString("lastName", { nullable: true }),
    employeeId: t.exposeString("employeeId", { nullable: true }),
    department: t.exposeString("department", { nullable: true }),
    location: t.exposeString("location", { nullable: true }),
    employmentStatus: t.field({ type: RosterEmploymentStatusEnum, resolve: (m) => m.employmentStatus }),
    hireDate: t.exposeString("hireDate", { nullable: true, description: "YYYY-MM-DD" }),
    terminationDate: t.exposeString("terminationDate", { nullable: true, description: "YYYY-MM-DD" }),
    accessEndsOn: t.exposeString("accessEndsOn", { nullable: true, description: "A terminated employee's last day of access (90 days on)." }),
    signUpStatus: t.field({ type: PlanMemberSignUpStatusEnum, resolve: (m) => m.signUpStatus }),
    invitedAt: t.expose("invitedAt", { type: "DateTime", nullable: true }),
    signedUpAt: t.expose("signedUpAt", { type: "DateTime", nullable: true }),
    invitationEmailCount: t.exposeInt("invitationEmailCount"),
    lastInvitationSentAt: t.expose("lastInvitationSentAt", { type: "DateTime", nullable: true }),
  }),
});

const RosterCountsType = builder.objectRef<PlanRosterPage["counts"]>("RosterCounts").implement({
  fields: (t) => ({
    total: t.exposeInt("total"),
    invited: t.exposeInt("invited"),
    signedUp: t.exposeInt("signedUp"),
    terminated: t.exposeInt("terminated"),
  }),
});

const PlanRosterPageType = builder.objectRef<PlanRosterPage>("PlanRosterPage").implement({
  fields: (t) => ({
    members: t.field({ type: [RosterMemberType], resolve: (page) => page.members }),
    totalCount: t.exposeInt("totalCount"),
    page: t.exposeInt("page"),
    pageSize: t.exposeInt("pageSize"),
    counts: t.field({ type: RosterCountsType, resolve: (page) => page.counts }),
  }),
});

const RosterRowErrorType = builder.objectRef<{ row: number; reason: string }>("RosterRowError").implement({
  description: "A row of a roster file that cannot be applied: its number as a spreadsheet shows it (header = 1), and why.",
  fields: (t) => ({ row: t.exposeInt("row"), reason: t.exposeString("reason") }),
});

const RosterPreviewPersonType = builder.objectRef<RosterPreviewPerson>("RosterPreviewPerson").implement({
  fields: (t) => ({
    row: t.exposeInt("row", { nullable: true }),
    workEmail: t.exposeString("workEmail"),
    name: t.exposeString("name"),
    detail: t.exposeString("detail"),
  }),
});

const RosterImportPreviewType = builder.objectRef<RosterImportPreview>("RosterImportPreview").implement({
  fields: (t) => ({
    errors: t.field({ type: [RosterRowErrorType], resolve: (p) => p.errors }),
    additions: t.field({ type: [RosterPreviewPersonType], resolve: (p) => p.additions }),
    changes: t.field({ type: [RosterPreviewPersonType], resolve: (p) => p.changes }),
    terminations: t.field({ type: [RosterPreviewPersonType], resolve: (p) => p.terminations }),
  }),
});

const RosterImportType = builder.objectRef<RosterImportView>("RosterImport").implement({
  description: "A roster file from upload through preview to apply.",
  fields: (t) => ({
    id: t.exposeID("id"),
    status: t.field({ type: RosterImportStatusEnum, resolve: (i) => i.status }),
    fileName: t.exposeString("fileName", { nullable: true }),
    isFullFile: t.exposeBoolean("isFullFile"),
    rowCount: t.exposeInt("rowCount"),
    additionCount: t.exposeInt("additionCount"),
    changeCount: t.exposeInt("changeCount"),
    terminationCount: t.exposeInt("terminationCount"),
    errorCount: t.exposeInt("errorCount"),
    preview: t.field({ type: RosterImportPreviewType, resolve: (i) => i.preview }),
    progressPercent: t.exposeInt("progressPercent"),
    failureMessage: t.exposeString("failureMessage", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    appliedAt: t.expose("appliedAt", { type: "DateTime", nullable: true }),
  }),
});

const PlanEmailTemplateType = builder.objectRef<PlanEmailTemplateView>("PlanEmailTemplate").implement({
  fields: (t) => ({
    kind: t.field({ type: PlanEmailKindEnum, resolve: (template) => template.kind }),
    subject: t.exposeString("subject"),
    body: t.exposeString("body"),
    isCustomized: t.exposeBoolean("isCustomized"),
    updatedAt: t.expose("updatedAt", { type: "DateTime", nullable: true }),
  }),
});

type UploadLink = { key: string; url: string; headers: Record<string, string>; expiresAt: Date };
const RosterUploadLinkType = builder.objectRef<UploadLink>("RosterUploadLink").implement({
  description: "PUT the CSV file to url with these headers, then call previewRosterImport with the key.",
  fields: (t) => ({
    key: t.exposeString("key"),
    url: t.exposeString("url"),
    headers: t.string({ description: "JSON object of the headers to send.", resolve: (link) => JSON.stringify(link.headers) }),
    expiresAt: t.expose("expiresAt", { type: "DateTime" }),
  }),
});

builder.queryField("planRoster", (t) =>
  t.field({
    type: PlanRosterPageType,
    description: "One page (50) of a plan's roster, by name; search matches name, work email or employee id.",
    args: { planId: t.arg.id({ required: true }), page: t.arg.int({ required: false }), search: t.arg.string({ required: false }) },
    authScopes: (_root, { planId }) => canRead(planId),
    resolve: (_root, { planId, page, search }, { viewer }) =>
      listPlanRoster({ viewer, planId: String(planId), page: page ?? 1, search: search ?? "" }),
  }),
);

builder.queryField("rosterImport", (t) =>
  t.field({
    type: RosterImportType,
    description: "A roster upload's preview, then its progress while it is applied (the page polls it).",
    args: { planId: t.arg.id({ required: true }), id: t.arg.id({ required: true }) },
    authScopes: (_root, { planId }) => canRead(planId),
    resolve: (_root, { planId, id }, { viewer }) => getRosterImport({ viewer, planId: String(planId), rosterImportId: String(id) }),
  }),
);

builder.queryField("planEmailTemplates", (t) =>
  t.field({
    type: [PlanEmailTemplateType],
    description: "The plan's invitation and reminder emails (its own wording, or the default).",
    args: { planId: t.arg.id({ required: true }) },
    authScopes: (_root, { planId }) => canRead(planId),
    resolve: (_root, { planId }, { viewer }) => getPlanEmailTemplates({ viewer, planId: String(planId) }),
  }),
);

type UploadLinkResult = { link: UploadLink | null; error: string | null; errorField?: string | null };
const UploadRosterFilePayload = payloadType<UploadLinkResult>("UploadRosterFilePayload", {
  errorField: true,
  fields: (t) => ({ link: t.field({ type: RosterUploadLinkType, nullable: true, resolve: (r) => r.link }) }),
});

builder.mutationField("uploadRosterFile", (t) =>
  t.field({
    type: UploadRosterFilePayload,
    description: "Step 1 of a roster import: a private upload URL for a CSV file of `size` bytes (20 MB at most).",
    args: { planId: t.arg.id({ required: true }), size: t.arg.int({ required: true }) },
    authScopes: (_root, { planId }) => canEdit(planId),
    resolve: (_root, { planId, size }, { viewer }) =>
      runPayload<UploadLinkResult>(
        async () => ({ link: await createRosterUploadLink({ viewer, planId: String(planId), size }), error: null }),
        (fields) => ({ link: null, ...fields }),
      ),
  }),
);

type ImportResult = { rosterImport: RosterImportView | null; error: string | null; errorField?: string | null };
const RosterImportPayload = payloadType<ImportResult>("RosterImportPayload", {
  errorField: true,
  fields: (t) => ({ rosterImport: t.field({ type: RosterImportType, nullable: true, resolve: (r) => r.rosterImport }) }),
});

builder.mutationField("previewRosterImport", (t) =>
  t.field({
    type: RosterImportPayload,
    description:
      "Step 2: the uploaded file parsed and compared with the roster; the preview (additions, changes, terminations, " +
      "row errors) is returned and nothing is applied. isFullFile: employees missing from the file are terminated.",
    args: {
      planId: t.arg.id({ required: true }),
      key: t.arg.string({ required: true }),
      fileName: t.arg.string({ required: true }),
      isFullFile: t.arg.boolean({ required: true }),
    },
    authScopes: (_root, { planId }) => canEdit(planId),
    resolve: (_root, { planId, key, fileName, isFullFile }, { viewer }) =>
      runPayload<ImportResult>(
        async () => ({ rosterImport: await previewRosterImport({ viewer, planId: String(planId), key, fileName, isFullFile }), error: null }),
        (fields) => ({ rosterImport: null, ...fields }),
      ),
  }),
);

builder.mutationField("applyRosterImport", (t) =>
  t.field({
    type: RosterImportPayload,
    description: "Step 3: a previewed upload without errors is applied by a background job; poll rosterImport for progress.",
    args: { planId: t.arg.id({ required: true }), id: t.arg.id({ required: true }) },
    authScopes: (_root, { planId }) => canEdit(planId),
    resolve: (_root, { planId, id }, { viewer }) =>
      runPayload<ImportResult>(
        async () => ({ rosterImport: await startRosterImport({ viewer, planId: String(planId), rosterImportId: String(id) }), error: null }),
        (fields) => ({ rosterImport: null, ...fields }),
      ),
  }),
);

type MemberResult = { member: RosterMemberView | null; error: string | null; errorField?: string | null };
const RosterMemberPayload = payloadType<MemberResult>("RosterMemberPayload", {
  errorField: true,
  fields: (t) => ({ member: t.field({ type: RosterMemberType, nullable: true, resolve: (r) => r.member }) }),
});

const PlanMemberInput = builder.inputType("PlanMemberInput", {
  fields: (t) => ({
    workEmail: t.string({ required: true }),
    firstName: t.string({ required: false }),
    lastName: t.string({ required: false }),
    employeeId: t.string({ required: false }),
    department: t.string({ required: false }),
    location: t.string({ required: false }),
    employmentStatus: t.string({ required: false, description: "active (default), on leave or terminated" }),
    hireDate: t.string({ required: false, description: "YYYY-MM-DD" }),
  }),
});

builder.mutationField("addPlanMember", (t) =>
  t.field({
    type: RosterMemberPayload,
    description: "Adds one employee to the roster and queues their invitation email.",
    args: { planId: t.arg.id({ required: true }), input: t.arg({ type: PlanMemberInput, required: true }) },
    authScopes: (_root, { planId }) => canEdit(planId),
    resolve: (_root, { planId, input }, { viewer }) =>
      runPayload<MemberResult>(
        async () => ({
          member: await addPlanMember({
            viewer,
            planId: String(planId),
            input: {
              workEmail: input.workEmail,
              firstName: input.firstName ?? "",
              lastName: input.lastName ?? "",
              employeeId: input.employeeId ?? "",
              department: input.department ?? "",
              location: input.location ?? "",
              employmentStatus: input.employmentStatus ?? "",
              hireDate: input.hireDate ?? "",
            },
          }),
          error: null,
        }),
        (fields) => ({ member: null, ...fields }),
      ),
  }),
);

builder.mutationField("terminatePlanMember", (t) =>
  t.field({
    type: RosterMemberPayload,
    description: "Terminates one employee (today, or terminationDate YYYY-MM-DD); a signed-up employee keeps access 90 days.",
    args: {
      planId: t.arg.id({ required: true }),
      planMemberId: t.arg.id({ required: true }),
      terminationDate: t.arg.string({ required: false }),
    },
    authScopes: (_root, { planId }) => canEdit(planId),
    resolve: (_root, { planId, planMemberId, terminationDate }, { viewer }) =>
      runPayload<MemberResult>(
        async () => ({
          member: await terminatePlanMember({ viewer, planId: String(planId), planMemberId: String(planMemberId), terminationDate }),
          error: null,
        }),
        (fields) => ({ member: null, ...fields }),
      ),
  }),
);

const ResendPlanInvitationPayload = payloadType<MemberResult>("ResendPlanInvitationPayload", {
  retryAfterSeconds: true,
  fields: (t) => ({ member: t.field({ type: RosterMemberType, nullable: true, resolve: (r) => r.member }) }),
});

builder.mutationField("resendPlanInvitation", (t) =>
  t.field({
    type: ResendPlanInvitationPayload,
    description: "Sends one employee the next invitation email now (at most 3 in all; once an hour per employee).",
    args: { planId: t.arg.id({ required: true }), planMemberId: t.arg.id({ required: true }) },
    authScopes: (_root, { planId }) => canEdit(planId),
    resolve: (_root, { planId, planMemberId }, { viewer }) =>
      runPayload<MemberResult>(
        async () => ({ member: await resendPlanInvitation({ viewer, planId: String(planId), planMemberId: String(planMemberId) }), error: null }),
        (fields) => ({ member: null, ...fields }),
      ),
  }),
);

type TemplateResult = { template: PlanEmailTemplateView | null; error: string | null; errorField?: string | null };
const PlanEmailTemplatePayload = payloadType<TemplateResult>("PlanEmailTemplatePayload", {
  errorField: true,
  fields: (t) => ({ template: t.field({ type: PlanEmailTemplateType, nullable: true, resolve: (r) => r.template }) }),
});

builder.mutationField("updatePlanEmailTemplate", (t) =>
  t.field({
    type: PlanEmailTemplatePayload,
    description: "Saves the plan's wording of the invitation or reminder; placeholders {firstName}, {companyName}, {signUpLink}, {productName}.",
    args: {
      planId: t.arg.id({ required: true }),
      kind: t.arg({ type: PlanEmailKindEnum, required: true }),
      subject: t.arg.string({ required: true }),
      body: t.arg.string({ required: true }),
    },
    authScopes: (_root, { planId }) => canEdit(planId),
    resolve: (_root, { planId, kind, subject, body }, { viewer }) =>
      runPayload<TemplateResult>(
        async () => ({ template: await updatePlanEmailTemplate({ viewer, planId: String(planId), input: { kind, subject, body } }), error: null }),
        (fields) => ({ template: null, ...fields }),
      ),
  }),
);

builder.mutationField("resetPlanEmailTemplate", (t) =>
  t.field({
    type: PlanEmailTemplatePayload,
    description: "Drops the plan's own wording of the invitation or reminder: the default is used again.",
    args: { planId: t.arg.id({ required: true }), kind: t.arg({ type: PlanEmailKindEnum, required: true }) },
    authScopes: (_root, { planId }) => canEdit(planId),
    resolve: (_root, { planId, kind }, { viewer }) =>
      runPayload<TemplateResult>(
        async () => ({ template: await resetPlanEmailTemplate({ viewer, planId: String(planId), kind }), error: null }),
        (fields) => ({ template: null, ...fields }),
      ),
  }),
);
