import { answerCoachAccessRequest } from "@/lib/coach-mode/answer-coach-access-request";
import type { CoachAccessView } from "@/lib/coach-mode/coach-access-view";
import { findCoachAccessForToken } from "@/lib/coach-mode/find-coach-access-for-token";
import { listCoachAccessRequests } from "@/lib/coach-mode/list-coach-access-requests";
import type { CoachActivity, CoachSession } from "@/lib/coach-mode/list-coach-sessions";
import { requestCoachAccess } from "@/lib/coach-mode/request-coach-access";
import { revokeCoachAccess } from "@/lib/coach-mode/revoke-coach-access";
import { startEmergencyCoachAccess } from "@/lib/coach-mode/start-emergency-coach-access";
import { builder } from "@/lib/graphql/builder";
import { payloadType, runPayload } from "@/lib/graphql/payload";

// Coach mode by consent (issue 14 item 7; names ours). Staff coaches ask, members answer; coachLogIn (spec 001 §7)
// then works for the coach until the access ends. Every operation checks who is asking in lib/coach-mode.

export const CoachAccessStatusEnum = builder.enumType("CoachAccessStatus", {
  values: ["REQUESTED", "APPROVED", "DECLINED", "EXPIRED", "REVOKED", "ENDED"] as const,
});

export const CoachAccessRequestType = builder.objectRef<CoachAccessView>("CoachAccessRequest").implement({
  description: "A coach's request to view the member's account in Coach Mode, and what became of it.",
  fields: (t) => ({
    id: t.exposeID("id"),
    coachName: t.exposeString("coachName"),
    reason: t.exposeString("reason", { description: "Why the coach asked (or, for emergency access, why staff opened it)." }),
    status: t.field({ type: CoachAccessStatusEnum, resolve: (view) => view.status }),
    allowEdits: t.exposeBoolean("allowEdits", { description: "The member allowed changes; otherwise view only." }),
    isEmergency: t.exposeBoolean("isEmergency", { description: "Opened by staff without asking first, with a written reason." }),
    requestedAt: t.field({ type: "DateTime", resolve: (view) => view.requestedAt }),
    decidedAt: t.field({ type: "DateTime", nullable: true, resolve: (view) => view.decidedAt }),
    expiresAt: t.field({
      type: "DateTime",
      description: "While REQUESTED: when the request lapses. Once APPROVED: when the access ends (60 minutes).",
      resolve: (view) => view.expiresAt,
    }),
    endedAt: t.field({ type: "DateTime", nullable: true, resolve: (view) => view.endedAt }),
  }),
});

const CoachActivityKindEnum = builder.enumType("CoachActivityKind", {
  values: ["START", "PAGE", "READ", "CHANGE", "REFUSED", "END"] as const,
});

const CoachActivityType = builder.objectRef<CoachActivity>("CoachActivity").implement({
  description:
    "One page the coach opened or one operation they ran in Coach Mode (REFUSED: a change that was tried and refused or failed).",
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.field({ type: CoachActivityKindEnum, resolve: (activity) => activity.kind }),
    detail: t.exposeString("detail", { description: "The page's path, or the operations' names." }),
    at: t.field({ type: "DateTime", resolve: (activity) => activity.at }),
  }),
});

export const CoachSessionType = builder.objectRef<CoachSession>("CoachSession").implement({
  description: "A Coach Mode access the member gave (or staff took in an emergency), with everything the coach saw.",
  fields: (t) => ({
    access: t.field({ type: CoachAccessRequestType, resolve: (session) => session }),
    activity: t.field({
      type: [CoachActivityType],
      description: "Newest first.",
      resolve: (session) => session.activity,
    }),
  }),
});

builder.queryField("coachAccessRequests", (t) =>
  t.withAuth({ can: "coach-access:answer" }).field({
    type: [CoachAccessRequestType],
    description:
      "The signed-in member's coach requests waiting for an answer and access running now, newest first. Never in coach mode.",
    resolve: (_root, _args, { viewer }) => listCoachAccessRequests({ viewer }),
  }),
);

builder.queryField("coachAccessForToken", (t) =>
  t.withAuth({ can: "coach-access:answer" }).field({
    type: CoachAccessRequestType,
    description: "The request behind an emailed link, for the member it was sent to only. Signs no one in.",
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, { viewer }) => findCoachAccessForToken({ viewer, token }),
  }),
);

const CoachAccessInput = builder.inputType("CoachAccessInput", {
  fields: (t) => ({
    memberEmail: t.string({ required: true }),
    reason: t.string({ required: true, description: "Shown to the member. Emergency access needs at least 40 characters." }),
  }),
});

type RequestResult = { error: string | null; request: CoachAccessView | null; errorField?: string | null };

const RequestCoachAccessPayload = payloadType<RequestResult>("RequestCoachAccessPayload", {
  errorField: true,
  retryAfterSeconds: true,
  fields: (t) => ({
    requestId: t.id({ nullable: true, resolve: (payload) => payload.request?.id ?? null }),
    expiresAt: t.field({ type: "DateTime", nullable: true, resolve: (payload) => payload.request?.expiresAt ?? null }),
  }),
});

builder.mutationField("requestCoachAccess", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: RequestCoachAccessPayload,
    description: "Staff: ask a member for Coach Mode access with a short reason. The member is asked in the product and by email.",
    args: { input: t.arg({ type: CoachAccessInput, required: true }) },
    resolve: (_root, { input }, { viewer }) =>
      runPayload<RequestResult>(
        async () => {
          const { requestId, expiresAt } = await requestCoachAccess({ viewer, input });
          return { error: null, request: { id: requestId, expiresAt } as CoachAccessView };
        },
        (fields) => ({ ...fields, request: null }),
      ),
  }),
);

type EmergencyResult = { error: string | null; endsAt: Date | null; errorField?: string | null };

const EmergencyCoachAccessPayload = payloadType<EmergencyResult>("EmergencyCoachAccessPayload", {
  errorField: true,
  retryAfterSeconds: true,
  fields: (t) => ({ endsAt: t.field({ type: "DateTime", nullable: true, resolve: (payload) => payload.endsAt }) }),
});

builder.mutationField("startEmergencyCoachAccess", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EmergencyCoachAccessPayload,
    description:
      "Staff only: view a member without their consent when it cannot wait, with a written reason (40 characters or more) " +
      "that is audited, emailed and shown to the member. View only, 60 minutes. Follow with coachLogIn.",
    args: { input: t.arg({ type: CoachAccessInput, required: true }) },
    resolve: (_root, { input }, { viewer }) =>
      runPayload<EmergencyResult>(
        async () => ({ error: null, endsAt: (await startEmergencyCoachAccess({ viewer, input })).endsAt }),
        (fields) => ({ ...fields, endsAt: null }),
      ),
  }),
);

const AnswerCoachAccessInput = builder.inputType("AnswerCoachAccessInput", {
  fields: (t) => ({
    requestId: t.id({ required: false, description: "The request, from coachAccessRequests." }),
    token: t.string({ required: false, description: "Or the emailed link's token." }),
    approve: t.boolean({ required: true }),
    allowEdits: t.boolean({ required: false, description: "With approve: the coach may make changes. Default view only." }),
  }),
});

type AnswerResult = { error: string | null; request: CoachAccessView | null };

const CoachAccessAnswerPayload = payloadType<AnswerResult>("CoachAccessAnswerPayload", {
  fields: (t) => ({
    request: t.field({ type: CoachAccessRequestType, nullable: true, resolve: (payload) => payload.request }),
  }),
});

builder.mutationField("answerCoachAccessRequest", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: CoachAccessAnswerPayload,
    description: "The member approves (for 60 minutes, view only unless allowEdits) or declines a coach's request.",
    args: { input: t.arg({ type: AnswerCoachAccessInput, required: true }) },
    resolve: (_root, { input }, { viewer }) =>
      runPayload<AnswerResult>(
        async () => ({ error: null, request: await answerCoachAccessRequest({ viewer, answer: input }) }),
        ({ error }) => ({ error, request: null }),
      ),
  }),
);

builder.mutationField("revokeCoachAccess", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: CoachAccessAnswerPayload,
    description: "The member ends a coach's access now; the coach's Coach Mode session ends at once.",
    args: { requestId: t.arg.id({ required: true }) },
    resolve: (_root, { requestId }, { viewer }) =>
      runPayload<AnswerResult>(
        async () => ({ error: null, request: await revokeCoachAccess({ viewer, grantId: String(requestId) }) }),
        ({ error }) => ({ error, request: null }),
      ),
  }),
);
