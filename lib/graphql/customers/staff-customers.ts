import { getCustomerDetail, type CustomerDetail } from "@/lib/customers/get-customer-detail";
import type { CustomerPlan } from "@/lib/customers/customer-overview-parts";
import { searchCustomers, type CustomerSearchPage, type CustomerSearchRow } from "@/lib/customers/search-customers";
import { builder } from "@/lib/graphql/builder";
import { payloadType, runPayload } from "@/lib/graphql/payload";
import { completeDeletionRequest } from "@/lib/your-data/complete-deletion-request";
import {
  listWaitingDeletionRequests,
  type WaitingDeletionRequest,
} from "@/lib/your-data/list-waiting-deletion-requests";
import { setLegalHold } from "@/lib/your-data/set-legal-hold";
import { setCoachRole } from "@/lib/coaching/set-coach-role";

// Staff customer tools (issue 14 item 6; names ours): the /customers search, the /customers/{id} page, and staff's
// side of data-rights requests (legal holds, deletions that wait for staff). Reads need customers:read; writes
// customers:manage (staff, never from coach mode), each audited.

const CustomerPlanType = builder.objectRef<CustomerPlan>("StaffCustomerPlan").implement({
  fields: (t) => ({
    planId: t.exposeID("planId"),
    planName: t.exposeString("planName"),
    role: t.exposeString("role", { description: "MEMBER (a roster row linked to the customer) or ADMIN." }),
    status: t.exposeString("status", {
      description: "A member's roster status (ADDED, INVITED, VERIFIED, REMOVED) or an administrator's permission.",
    }),
  }),
});

const InvestingAccountSummaryType = builder
  .objectRef<{ type: string; state: string }>("StaffInvestingAccountSummary")
  .implement({ fields: (t) => ({ type: t.exposeString("type"), state: t.exposeString("state") }) });

const CustomerSearchRowType = builder.objectRef<CustomerSearchRow>("StaffCustomerSearchRow").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    email: t.exposeString("email"),
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    phone: t.exposeString("phone", { nullable: true, description: "Masked: the last four digits only." }),
    isDeactivated: t.exposeBoolean("isDeactivated"),
    plans: t.field({ type: [CustomerPlanType], resolve: (row) => row.plans }),
    linkedConnections: t.int({ resolve: (row) => row.connections.linked }),
    connectionsNeedingAttention: t.int({ resolve: (row) => row.connections.needAttention }),
    investingAccounts: t.field({ type: [InvestingAccountSummaryType], resolve: (row) => row.investingAccounts }),
    lastSignInAt: t.field({ type: "DateTime", nullable: true, resolve: (row) => row.lastSignInAt }),
  }),
});

const CustomerSearchPageType = builder.objectRef<CustomerSearchPage>("StaffCustomerSearchPage").implement({
  fields: (t) => ({
    customers: t.field({ type: [CustomerSearchRowType], resolve: (page) => page.customers }),
    total: t.exposeInt("total"),
    page: t.exposeInt("page"),
    pageSize: t.exposeInt("pageSize"),
  }),
});

builder.queryField("searchCustomers", (t) =>
  t.withAuth({ can: "customers:read" }).field({
    type: CustomerSearchPageType,
    description:
      "Staff: customers whose email or name contains the query, whose phone ends in it (four digits), or who are on a " +
      "plan whose name contains it; newest first, 25 a page. An empty query lists everyone.",
    args: { query: t.arg.string({ required: true }), page: t.arg.int() },
    resolve: (_root, { query, page }, { viewer }) => searchCustomers({ viewer, query, page: page ?? 1 }),
  }),
);

type Detail = CustomerDetail;

const ConnectionType = builder.objectRef<Detail["connections"][number]>("StaffCustomerConnection").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    institutionName: t.exposeString("institutionName"),
    status: t.exposeString("status", { description: "OK or NEEDS_ATTENTION." }),
    latestSyncErrorKind: t.exposeString("latestSyncErrorKind", { nullable: true }),
    lastSyncedAt: t.field({ type: "DateTime", nullable: true, resolve: (row) => row.lastSyncedAt }),
  }),
});

const InvestingAccountType = builder.objectRef<Detail["investingAccounts"][number]>("StaffCustomerInvestingAccount").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    type: t.exposeString("type"),
    state: t.exposeString("state"),
    openedAt: t.field({ type: "DateTime", resolve: (row) => row.openedAt }),
  }),
});

const DataRightsRequestType = builder
  .objectRef<Detail["dataRightsRequests"][number]>("StaffDataRightsRequest")
  .implement({
    fields: (t) => ({
      id: t.exposeID("id"),
      kind: t.exposeString("kind"),
      status: t.exposeString("status"),
      requestedAt: t.field({ type: "DateTime", resolve: (row) => row.requestedAt }),
      dueAt: t.field({ type: "DateTime", resolve: (row) => row.dueAt }),
      completedAt: t.field({ type: "DateTime", nullable: true, resolve: (row) => row.completedAt }),
      waitingReason: t.exposeString("waitingReason", { nullable: true }),
      canComplete: t.exposeBoolean("canComplete", {
        description: "A deletion waiting for staff whose reason is gone: completeDeletionRequest will carry it out.",
      }),
    }),
  });

const AuditEventType = builder.objectRef<Detail["auditTrail"][number]>("StaffCustomerAuditEvent").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    action: t.exposeString("action"),
    operation: t.exposeString("operation", { nullable: true }),
    isByCustomer: t.exposeBoolean("isByCustomer"),
    byEmail: t.exposeString("byEmail", { nullable: true, description: "Who did it, when not the customer." }),
    createdAt: t.field({ type: "DateTime", resolve: (row) => row.createdAt }),
  }),
});

const CustomerDetailType = builder.objectRef<Detail>("StaffCustomerDetail").implement({
  description: "A customer as staff see them: never a balance or a transaction (those only in coach mode).",
  fields: (t) => ({
    id: t.exposeID("id"),
    email: t.exposeString("email"),
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    phone: t.exposeString("phone", { nullable: true, description: "Masked: the last four digits only." }),
    recoveryEmail: t.exposeString("recoveryEmail", { nullable: true }),
    createdAt: t.field({ type: "DateTime", resolve: (row) => row.createdAt }),
    isEmailVerified: t.exposeBoolean("isEmailVerified"),
    is2faEnabled: t.exposeBoolean("is2faEnabled"),
    isSingleSignOn: t.exposeBoolean("isSingleSignOn"),
    isDeactivated: t.exposeBoolean("isDeactivated"),
    legalHoldAt: t.field({ type: "DateTime", nullable: true, resolve: (row) => row.legalHoldAt }),
    legalHoldReason: t.exposeString("legalHoldReason", { nullable: true }),
    plans: t.field({ type: [CustomerPlanType], resolve: (row) => row.plans }),
    connections: t.field({ type: [ConnectionType], resolve: (row) => row.connections }),
    investingAccounts: t.field({ type: [InvestingAccountType], resolve: (row) => row.investingAccounts }),
    dataRightsRequests: t.field({ type: [DataRightsRequestType], resolve: (row) => row.dataRightsRequests }),
    auditTrail: t.field({ type: [AuditEventType], resolve: (row) => row.auditTrail }),
  }),
});

builder.queryField("customerDetail", (t) =>
  t.withAuth({ can: "customers:read" }).field({
    type: CustomerDetailType,
    description: "Staff: one customer's profile, plans, connections, investing accounts, data requests and audit trail. Audited.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { viewer, ipAddress }) => getCustomerDetail({ viewer, userId: String(id), ipAddress }),
  }),
);

const WaitingDeletionRequestType = builder.objectRef<WaitingDeletionRequest>("WaitingDeletionRequest").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    userId: t.exposeID("userId"),
    email: t.exposeString("email"),
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    requestedAt: t.field({ type: "DateTime", resolve: (row) => row.requestedAt }),
    dueAt: t.field({ type: "DateTime", resolve: (row) => row.dueAt }),
    waitingReason: t.exposeString("waitingReason"),
  }),
});

builder.queryField("waitingDeletionRequests", (t) =>
  t.withAuth({ can: "customers:read" }).field({
    type: [WaitingDeletionRequestType],
    description: "Staff: deletion requests waiting on a legal hold or an investing account, the soonest due first.",
    resolve: (_root, _args, { viewer }) => listWaitingDeletionRequests({ viewer }),
  }),
);

type LegalHoldResult = { legalHoldAt: Date | null; legalHoldReason: string | null; error: string | null; errorField?: string | null };

const SetLegalHoldPayload = payloadType<LegalHoldResult>("SetLegalHoldPayload", {
  errorField: "reason, when it is missing or too long.",
  fields: (t) => ({
    legalHoldAt: t.field({ type: "DateTime", nullable: true, resolve: (row) => row.legalHoldAt }),
    legalHoldReason: t.exposeString("legalHoldReason", { nullable: true }),
  }),
});

builder.mutationField("setLegalHold", (t) =>
  t.withAuth({ can: "customers:manage" }).field({
    type: SetLegalHoldPayload,
    description: "Staff set (onHold true) or lift a legal hold on a customer, with a written reason; audited.",
    args: {
      userId: t.arg.id({ required: true }),
      onHold: t.arg.boolean({ required: true }),
      reason: t.arg.string({ required: true }),
    },
    resolve: (_root, { userId, onHold, reason }, { viewer, ipAddress }) =>
      runPayload<LegalHoldResult>(
        async () => ({ error: null, ...(await setLegalHold({ viewer, userId: String(userId), input: { onHold, reason }, ipAddress })) }),
        ({ error, errorField }) => ({ error, errorField, legalHoldAt: null, legalHoldReason: null }),
      ),
  }),
);

type CompleteResult = { requestId: string | null; error: string | null };

const CompleteDeletionRequestPayload = payloadType<CompleteResult>("CompleteDeletionRequestPayload", {
  fields: (t) => ({ requestId: t.exposeID("requestId", { nullable: true }) }),
});

builder.mutationField("completeDeletionRequest", (t) =>
  t.withAuth({ can: "customers:manage" }).field({
    type: CompleteDeletionRequestPayload,
    description:
      "Staff carry out a deletion request that waited for them, once its reason is gone (hold lifted, investing " +
      "accounts closed): the account closes and its data is deleted by a job. Audited.",
    args: { requestId: t.arg.id({ required: true }) },
    resolve: (_root, { requestId }, { viewer, ipAddress }) =>
      runPayload<CompleteResult>(
        async () => ({ error: null, ...(await completeDeletionRequest({ viewer, requestId: String(requestId), ipAddress })) }),
        ({ error }) => ({ error, requestId: null }),
      ),
  }),
);

type CoachRoleResult = { isCoach: boolean | null; error: string | null };

const SetCoachRolePayload = payloadType<CoachRoleResult>("SetCoachRolePayload", {
  fields: (t) => ({ isCoach: t.exposeBoolean("isCoach", { nullable: true }) }),
});

builder.mutationField("setCoachRole", (t) =>
  t.withAuth({ can: "customers:manage" }).field({
    type: SetCoachRolePayload,
    description:
      "Staff make another staff member a coach (their calendar starts with no hours) or stop them coaching (once no " +
      "session is ahead); audited.",
    args: { userId: t.arg.id({ required: true }), isCoach: t.arg.boolean({ required: true }) },
    resolve: (_root, { userId, isCoach }, { viewer }) =>
      runPayload<CoachRoleResult>(
        async () => ({ error: null, ...(await setCoachRole({ viewer, userId: String(userId), isCoach })) }),
        ({ error }) => ({ error, isCoach: null }),
      ),
  }),
);
