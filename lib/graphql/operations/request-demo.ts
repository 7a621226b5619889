import { listDemoRequests, type DemoRequestRecord } from "@/lib/demo-requests/list-demo-requests";
import { requestDemo } from "@/lib/demo-requests/request-demo";
import { builder } from "@/lib/graphql/builder";
import { runPayload } from "@/lib/graphql/run-payload";

// Request a Demo (spec 002 §2 "/get-started"). Public: the visitor is signed out. Not in the spec's call tables (the
// spec embeds a third-party scheduler); this is the built-in form's one call.

type RequestDemoResult = { didRequest: boolean; error: string | null; errorField?: string | null };

const RequestDemoPayload = builder.objectRef<RequestDemoResult>("RequestDemoPayload").implement({
  fields: (t) => ({
    didRequest: t.exposeBoolean("didRequest"),
    error: t.exposeString("error", { nullable: true }),
    errorField: t.exposeString("errorField", {
      nullable: true,
      description: "The input field the error is about, when it is about one.",
    }),
  }),
});

const RequestDemoInput = builder.inputType("RequestDemoInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    workEmail: t.string({ required: true }),
    company: t.string({ required: true }),
    employeeCount: t.int({ required: true }),
    preferredTime: t.string({ required: true }),
  }),
});

builder.mutationField("requestDemo", (t) =>
  t.field({
    type: RequestDemoPayload,
    description: "Stores a demo request and tells the sales team. Limited per IP address and per work email.",
    args: { input: t.arg({ type: RequestDemoInput, required: true }) },
    resolve: (_root, { input }, { ipAddress }) =>
      runPayload<RequestDemoResult>(
        async () => {
          await requestDemo({ input, ipAddress });
          return { didRequest: true, error: null };
        },
        (fields) => ({ didRequest: false, ...fields }),
      ),
  }),
);

const DemoRequest = builder.objectRef<DemoRequestRecord>("DemoRequest").implement({
  description: "A Request a Demo submission.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    workEmail: t.exposeString("workEmail"),
    company: t.exposeString("company"),
    employeeCount: t.exposeInt("employeeCount", { nullable: true }),
    preferredTime: t.exposeString("preferredTime", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

builder.queryField("demoRequests", (t) =>
  t.field({
    type: [DemoRequest],
    description: "Staff only: the newest demo requests first (at most 50).",
    args: { first: t.arg.int({ required: false }) },
    resolve: (_root, { first }, { viewer }) => listDemoRequests({ viewer, first: first ?? undefined }),
  }),
);
