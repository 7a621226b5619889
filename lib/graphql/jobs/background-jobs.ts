import { listFailedJobs, type FailedJob } from "@/lib/jobs/list-failed-jobs";
import { deleteFailedJob, retryFailedJob } from "@/lib/jobs/manage-failed-job";
import { builder } from "@/lib/graphql/builder";
import { cursorArgs, cursorPageType } from "@/lib/graphql/pagination";
import { payloadType, runPayload } from "@/lib/graphql/payload";

const FailedJobRef = builder.objectRef<FailedJob>("FailedJob").implement({
  description: "A background job that ran out of retries (a dead job).",
  fields: (t) => ({
    id: t.exposeID("id"),
    queue: t.exposeString("queue"),
    error: t.exposeString("error", { nullable: true }),
    attempts: t.exposeInt("attempts"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    failedAt: t.expose("failedAt", { type: "DateTime" }),
  }),
});

const FailedJobPageRef = cursorPageType("FailedJobPage", FailedJobRef);

builder.queryField("failedJobs", (t) =>
  t.withAuth({ can: "background-jobs:manage" }).field({
    type: FailedJobPageRef,
    description: "Staff only: dead background jobs, newest failure first (at most 50 a page; `after` is endCursor).",
    args: cursorArgs(t.arg),
    resolve: (_root, { first, after }, { viewer }) => listFailedJobs({ viewer, first, after }),
  }),
);

const RetryFailedJobPayload = payloadType<{ didRetry: boolean; error: string | null }>("RetryFailedJobPayload", {
  fields: (t) => ({ didRetry: t.exposeBoolean("didRetry") }),
});

const DeleteFailedJobPayload = payloadType<{ didDelete: boolean; error: string | null }>("DeleteFailedJobPayload", {
  fields: (t) => ({ didDelete: t.exposeBoolean("didDelete") }),
});

builder.mutationField("retryFailedJob", (t) =>
  t.withAuth({ can: "background-jobs:manage" }).field({
    type: RetryFailedJobPayload,
    description: "Staff only: runs a dead job again.",
    args: { queue: t.arg.string({ required: true }), id: t.arg.id({ required: true }) },
    resolve: (_root, { queue, id }, { viewer }) =>
      runPayload(
        () => retryFailedJob({ viewer, queue, id: String(id) }),
        (fields) => ({ didRetry: false, ...fields }),
      ),
  }),
);

builder.mutationField("deleteFailedJob", (t) =>
  t.withAuth({ can: "background-jobs:manage" }).field({
    type: DeleteFailedJobPayload,
    description: "Staff only: removes a dead job for good.",
    args: { queue: t.arg.string({ required: true }), id: t.arg.id({ required: true }) },
    resolve: (_root, { queue, id }, { viewer }) =>
      runPayload(
        () => deleteFailedJob({ viewer, queue, id: String(id) }),
        (fields) => ({ didDelete: false, ...fields }),
      ),
  }),
);
