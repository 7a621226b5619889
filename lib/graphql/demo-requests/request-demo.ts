import { listDemoRequests, type DemoRequestRecord } from "@/lib/demo-requests/list-demo-requests";
import { requestDemo } from "@/lib/demo-requests/request-demo";
import { builder } from "@/lib/graphql/builder";
import { cursorArgs, cursorPageType } from "@/lib/graphql/pagination";
import { payloadType, runPayload } from "@/lib/graphql/payload";

// Request a Demo (spec 002 §2 "/get-started"). Public: the visitor is signed out. Not in the spec's call tables (the
// spec embeds a third-party scheduler); this is the built-in form's one call.

type FieldError = { field: string; message: string };
type RequestDemoResult = {
  didRequest: boolean;
  error: string | null;
  errorField?: string | null;
  fieldErrors?: FieldError[];
};

const RequestDemoFieldError = builder.objectRef<FieldError>("RequestDemoFieldError").implement({
  fields: (t) => ({ field: t.exposeString("field"), message: t.exposeString("message") }),
});

const RequestDemoPayload = payloadType<RequestDemoResult>("RequestDemoPayload", {
  errorDescription: "The first problem, in the form's words.",
  errorField: true,
  fields: (t) => ({
    didRequest: t.exposeBoolean("didRequest"),
    fieldErrors: t.field({
      type: [RequestDemoFieldError],
      description: "Every invalid field with its message, in the form's order.",
      resolve: (result) => result.fieldErrors ?? [],
    }),
  }),
});

const RequestDemoInput = builder.inputType("RequestDemoInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    workEmail: t.string({ required: true }),
    company: t.string({ required: true }),
    /** Null when the visitor typed no whole number: the answer then says what is expected. */
    employeeCount: t.int({ required: false }),
    preferredTime: t.string({ required: true }),
  }),
});

builder.mutationField("requestDemo", (t) =>
  t.withAuth({ public: true }).field({
    type: RequestDemoPayload,
    description: "Stores a demo request and tells the sales team. Limited per IP address and per work email.",
    args: { input: t.arg({ type: RequestDemoInput, required: true }) },
    resolve: (_root, { input }, { ipAddress }) =>
      runPayload<RequestDemoResult>(
        async () => {
          const result = await requestDemo({ input, ipAddress });
          if (result.ok) return { didRequest: true, error: null };
          const [first] = result.fieldErrors;
          return {
            didRequest: false,
            error: first?.message ?? null,
            errorField: first?.field ?? null,
            fieldErrors: result.fieldErrors,
          };
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

const DemoRequestPage = cursorPageType("DemoRequestPage", DemoRequest);

builder.queryField("demoRequests", (t) =>
  t.withAuth({ can: "demo-requests:read" }).field({
    type: DemoRequestPage,
    description: "Staff only: the newest demo requests first (at most 50 a page; `after` is endCursor).",
    args: cursorArgs(t.arg),
    resolve: (_root, { first, after }, { viewer }) => listDemoRequests({ viewer, first, after }),
  }),
);
