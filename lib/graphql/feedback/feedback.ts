import { createBugScreenshotUploadLink } from "@/lib/feedback/create-bug-screenshot-upload-link";
import { createCustomerFeedback } from "@/lib/feedback/create-customer-feedback";
import { listBugReports, type BugReportRecord } from "@/lib/feedback/list-bug-reports";
import { listCustomerFeedback, type CustomerFeedbackRecord } from "@/lib/feedback/list-customer-feedback";
import { reportBug } from "@/lib/feedback/report-bug";
import { builder } from "@/lib/graphql/builder";
import { cursorArgs, cursorPageType } from "@/lib/graphql/pagination";
import { payloadType, runPayload, type ErrorFields } from "@/lib/graphql/payload";

// The feedback survey (spec 001 §4 Feedback modal, §7 createCustomerFeedback, §8) and 'Report a Bug' (001 §2 Profile
// menu), with the staff lists of both.

type CreatedFeedback = { id: string; netPromoterScore: number };

const CustomerFeedback = builder.objectRef<CreatedFeedback>("CustomerFeedback").implement({
  description: "A stored answer to the feedback survey.",
  fields: (t) => ({ id: t.exposeID("id"), netPromoterScore: t.exposeInt("netPromoterScore") }),
});

const CustomerFeedbackInput = builder.inputType("CustomerFeedbackInput", {
  fields: (t) => ({
    feedback: t.string({ required: false, description: "The written feedback, at most 1024 characters." }),
    netPromoterScore: t.int({ required: true, description: "1 to 10; 7 or higher is a promoter." }),
    prompt: t.string({ required: false, description: "The question the score answers, as shown." }),
  }),
});

type CreateCustomerFeedbackResult = ErrorFields & { customerFeedback: CreatedFeedback | null };

const CreateCustomerFeedbackPayload = payloadType<CreateCustomerFeedbackResult>("CreateCustomerFeedbackPayload", {
  errorDescription: "Non-empty when nothing was stored; the modal then stays on the text step (spec 001 §8).",
  errorField: true,
  fields: (t) => ({
    customerFeedback: t.field({ type: CustomerFeedback, nullable: true, resolve: (result) => result.customerFeedback }),
  }),
});

builder.mutationField("createCustomerFeedback", (t) =>
  t.withAuth({ can: "feedback:write" }).field({
    type: CreateCustomerFeedbackPayload,
    description: "Stores the member's feedback survey answer. Never in coach mode. Limited per member per hour.",
    args: { customerFeedback: t.arg({ type: CustomerFeedbackInput, required: true }) },
    resolve: (_root, { customerFeedback }, { viewer }) =>
      runPayload<CreateCustomerFeedbackResult>(
        async () => ({ error: null, customerFeedback: await createCustomerFeedback({ viewer, input: customerFeedback }) }),
        (fields) => ({ ...fields, customerFeedback: null }),
      ),
  }),
);

type Person = { userId: string; email: string; firstName: string; lastName: string };

const FeedbackPerson = builder.objectRef<Person>("FeedbackPerson").implement({
  description: "Who answered or reported, for staff.",
  fields: (t) => ({
    userId: t.exposeID("userId"),
    email: t.exposeString("email"),
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
  }),
});

const CustomerFeedbackEntry = builder.objectRef<CustomerFeedbackRecord>("CustomerFeedbackEntry").implement({
  description: "A feedback survey answer with its member, for staff.",
  fields: (t) => ({
    id: t.exposeID("id"),
    netPromoterScore: t.exposeInt("netPromoterScore"),
    feedback: t.exposeString("feedback", { nullable: true }),
    prompt: t.exposeString("prompt", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    member: t.field({ type: FeedbackPerson, resolve: (entry) => entry.member }),
  }),
});

builder.queryField("customerFeedbacks", (t) =>
  t.withAuth({ can: "feedback:read" }).field({
    type: cursorPageType("CustomerFeedbackPage", CustomerFeedbackEntry),
    description: "Staff only: feedback survey answers, newest first (at most 50 a page; `after` is endCursor).",
    args: cursorArgs(t.arg),
    resolve: (_root, { first, after }, { viewer }) => listCustomerFeedback({ viewer, first, after }),
  }),
);

type UploadLink = { key: string; url: string; method: "PUT"; headers: Record<string, string>; expiresAt: Date };

const UploadHeader = builder.objectRef<{ name: string; value: string }>("UploadHeader").implement({
  fields: (t) => ({ name: t.exposeString("name"), value: t.exposeString("value") }),
});

const ScreenshotUploadLink = builder.objectRef<UploadLink>("ScreenshotUploadLink").implement({
  description: "PUT the file to `url` with exactly `headers` before `expiresAt`, then send `key` with reportBug.",
  fields: (t) => ({
    key: t.exposeString("key"),
    url: t.exposeString("url"),
    method: t.exposeString("method"),
    headers: t.field({
      type: [UploadHeader],
      resolve: (link) => Object.entries(link.headers).map(([name, value]) => ({ name, value })),
    }),
    expiresAt: t.expose("expiresAt", { type: "DateTime" }),
  }),
});

type ScreenshotUploadLinkResult = ErrorFields & { upload: UploadLink | null };

const CreateBugReportScreenshotUploadLinkPayload = payloadType<ScreenshotUploadLinkResult>(
  "CreateBugReportScreenshotUploadLinkPayload",
  {
    errorField: true,
    retryAfterSeconds: true,
    fields: (t) => ({ upload: t.field({ type: ScreenshotUploadLink, nullable: true, resolve: (result) => result.upload }) }),
  },
);

builder.mutationField("createBugReportScreenshotUploadLink", (t) =>
  t.withAuth({ can: "bug-reports:write" }).field({
    type: CreateBugReportScreenshotUploadLinkPayload,
    description: "A short-lived link to upload a bug report's screenshot (PNG or JPEG, at most 5 MB).",
    args: { contentType: t.arg.string({ required: true }), size: t.arg.int({ required: true }) },
    resolve: (_root, { contentType, size }, { viewer }) =>
      runPayload<ScreenshotUploadLinkResult>(
        async () => ({ error: null, upload: await createBugScreenshotUploadLink({ viewer, contentType, size }) }),
        (fields) => ({ ...fields, upload: null }),
      ),
  }),
);

const BugReportInput = builder.inputType("BugReportInput", {
  fields: (t) => ({
    description: t.string({ required: true, description: "What happened, at most 2000 characters." }),
    pagePath: t.string({ required: true, description: "The page's path on this site, e.g. /budget?period=2026-11-01." }),
    userAgent: t.string({ required: false, description: "The browser's user agent." }),
    screenshotKey: t.string({ required: false, description: "The key from createBugReportScreenshotUploadLink, once uploaded." }),
  }),
});

const ReportedBug = builder.objectRef<{ id: string }>("ReportedBug").implement({
  fields: (t) => ({ id: t.exposeID("id") }),
});

type ReportBugResult = ErrorFields & { bugReport: { id: string } | null };

const ReportBugPayload = payloadType<ReportBugResult>("ReportBugPayload", {
  errorField: true,
  retryAfterSeconds: true,
  fields: (t) => ({ bugReport: t.field({ type: ReportedBug, nullable: true, resolve: (result) => result.bugReport }) }),
});

builder.mutationField("reportBug", (t) =>
  t.withAuth({ can: "bug-reports:write" }).field({
    type: ReportBugPayload,
    description: "Records a bug report (in coach mode, as the staff member). Limited per person per hour.",
    args: { bugReport: t.arg({ type: BugReportInput, required: true }) },
    resolve: (_root, { bugReport }, { viewer }) =>
      runPayload<ReportBugResult>(
        async () => ({ error: null, bugReport: await reportBug({ viewer, input: bugReport }) }),
        (fields) => ({ ...fields, bugReport: null }),
      ),
  }),
);

const BugReport = builder.objectRef<BugReportRecord>("BugReport").implement({
  description: "A bug report with its reporter, for staff.",
  fields: (t) => ({
    id: t.exposeID("id"),
    description: t.exposeString("description"),
    pagePath: t.exposeString("pagePath"),
    userAgent: t.exposeString("userAgent"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    reporter: t.field({ type: FeedbackPerson, resolve: (report) => report.reporter }),
    screenshotUrl: t.exposeString("screenshotUrl", {
      nullable: true,
      description: "A signed link to the screenshot, valid for 5 minutes.",
    }),
  }),
});

builder.queryField("bugReports", (t) =>
  t.withAuth({ can: "bug-reports:read" }).field({
    type: cursorPageType("BugReportPage", BugReport),
    description: "Staff only: bug reports, newest first (at most 50 a page; `after` is endCursor).",
    args: cursorArgs(t.arg),
    resolve: (_root, { first, after }, { viewer }) => listBugReports({ viewer, first, after }),
  }),
);
