import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { useCSRFPrevention as csrfPreventionPlugin } from "@graphql-yoga/plugin-csrf-prevention";
import { useDisableIntrospection as disableIntrospectionPlugin } from "@graphql-yoga/plugin-disable-introspection";
import { GraphQLError, Kind, type DocumentNode, type OperationDefinitionNode } from "graphql";
import { createYoga, type Plugin, type YogaServerInstance } from "graphql-yoga";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { READ_ONLY_MESSAGE } from "@/lib/coach-mode/coach-access-policy";
import { isDatabaseUnavailable } from "@/lib/db/is-database-unavailable";
import { getAppEnv } from "@/lib/env";
import { isAppError } from "@/lib/errors";
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE } from "@/lib/http/service-unavailable";
import type { GraphQLContext } from "@/lib/graphql/context";
import { schema } from "@/lib/graphql/schema";
import { setLogContext } from "@/lib/log/log-context";
import { yogaLogger } from "@/lib/log/yoga-logger";
import { observeGraphQLOperations } from "@/lib/observability/observe-graphql-operations";

export const GRAPHQL_ENDPOINT = "/api/graphql";
/** Browsers cannot send this header cross-site without a preflight, which the API never grants. */
export const CSRF_HEADER = "x-graphql-yoga-csrf";

type ServerContext = Omit<GraphQLContext, "request">;

// graphql-js reports a variable of the wrong type with the rejected value in its message (and wraps the scalar's own
// error, which the branch below would mask as unexpected and log).
const VARIABLE_COERCION = /^(Variable "\$[^"]+" got invalid value)/;

/** A wrong-typed variable is the caller's mistake: a 400 naming the variable, never repeating its value. */
function variableCoercionError(error: unknown): GraphQLError | null {
  if (!(error instanceof GraphQLError)) return null;
  const match = VARIABLE_COERCION.exec(error.message);
  if (!match) return null;
  return new GraphQLError(`${match[1]}.`, {
    nodes: error.nodes,
    extensions: { code: "BAD_USER_INPUT", http: { status: 400 } },
  });
}

/** Domain errors keep their spec message and a code; everything else is masked as 'Unexpected error.' */
export function maskError(error: unknown, message: string): Error {
  const coercion = variableCoercionError(error);
  if (coercion) return coercion;
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (isAppError(original)) {
    // Returned as it is: the message is meant for people and the code is already in its extensions. (Returning the
    // same error also tells yoga it was expected, so it is not logged as a failure.)
    return error instanceof GraphQLError ? error : new GraphQLError(original.message, { extensions: original.extensions });
  }
  if (error instanceof GraphQLError && !error.originalError) return error; // validation and parse errors
  if (isDatabaseUnavailable(original)) {
    // The database is restarting or out of reach: the same request will work in a moment, and yoga answers 503.
    return new GraphQLError(SERVICE_UNAVAILABLE_MESSAGE, {
      extensions: {
        code: "SERVICE_UNAVAILABLE",
        http: { status: 503, headers: { "retry-after": String(RETRY_AFTER_SECONDS) } },
      },
    });
  }
  return new GraphQLError(message, { extensions: { code: "INTERNAL_SERVER_ERROR" } });
}

/** Log lines written while an operation runs name it and the signed-in user (lib/log). */
const bindLogContext: Plugin<GraphQLContext> = {
  onExecute({ args }) {
    const operation = (args.document as DocumentNode).definitions.find(
      (definition): definition is OperationDefinitionNode =>
        definition.kind === Kind.OPERATION_DEFINITION &&
        (!args.operationName || definition.name?.value === args.operationName),
    );
    const firstField = operation?.selectionSet.selections.find((selection) => selection.kind === Kind.FIELD);
    setLogContext({
      operation: args.operationName ?? operation?.name?.value ?? (firstField?.kind === Kind.FIELD ? firstField.name.value : undefined),
      userId: args.contextValue.viewer?.actor.id,
      ...(args.contextValue.viewer?.isCoachMode ? { coachedUserId: args.contextValue.viewer.userId } : {}),
    });
  },
};

/** Coach mode: every operation a coach runs as a customer goes to the audit log (spec 000 §4.8, issue 3). */
const auditCoachModeOperations: Plugin<GraphQLContext> = {
  onExecute({ args }) {
    const context = args.contextValue;
    const viewer = context.viewer;
    if (!viewer?.isCoachMode) return;
    const operation = (args.document as DocumentNode).definitions.find(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    const fields = operation?.selectionSet.selections
      .map((selection) => (selection.kind === Kind.FIELD ? selection.name.value : null))
      .filter((name): name is string => name !== null);
    return {
      async onExecuteDone({ result }) {
        // Refused or failed (a view-only write, a permission): the member's list says it was only tried.
        const failed = Symbol.asyncIterator in result ? false : Boolean(result.errors?.length);
        await recordAuditEvent({
          actorUserId: viewer.actor.id,
          subjectUserId: viewer.userId,
          action: "coach-mode.operation",
          operation: `${operation?.operation ?? "query"} ${fields?.join(",") ?? ""}`.trim(),
          // Groups the operation under its session on the member's My Plan (lib/coach-mode/list-coach-sessions.ts).
          metadata: viewer.coachAccess ? { grantId: viewer.coachAccess.grantId, failed } : undefined,
          ipAddress: context.ipAddress,
        });
      },
    };
  },
};

/** What a view-only coach may still do: leave, and speak for themselves (a bug report is recorded as the coach's). */
const READ_ONLY_COACH_MUTATIONS: ReadonlySet<string> = new Set([
  "coachLogOutOfCoachedUser",
  "logOut",
  "trackPage",
  "reportBug",
  "createBugReportScreenshotUploadLink",
]);

/**
 * View-only Coach Mode (the member did not allow changes, or emergency access): every other mutation is refused here,
 * on the server, before any resolver runs, whatever its own permission says (issue 14 item 7). Still audited above.
 */
const refuseCoachWritesWithoutConsent: Plugin<GraphQLContext> = {
  onExecute({ args, setResultAndStopExecution }) {
    const viewer = args.contextValue.viewer;
    if (!viewer?.isCoachMode || viewer.coachAccess?.allowEdits) return;
    const operation = (args.document as DocumentNode).definitions.find(
      (definition): definition is OperationDefinitionNode =>
        definition.kind === Kind.OPERATION_DEFINITION &&
        (!args.operationName || definition.name?.value === args.operationName),
    );
    if (operation?.operation !== "mutation") return;
    const writes = operation.selectionSet.selections.some(
      (selection) =>
        selection.kind !== Kind.FIELD ||
        (selection.name.value !== "__typename" && !READ_ONLY_COACH_MUTATIONS.has(selection.name.value)),
    );
    if (!writes) return;
    setResultAndStopExecution({
      data: null,
      errors: [new GraphQLError(READ_ONLY_MESSAGE, { extensions: { code: "FORBIDDEN" } })],
    });
  },
};

/** The Request and Response classes yoga answers with. */
export type FetchAPI = { Request: typeof Request; Response: typeof Response };
/** Node's own: Next's route handlers only accept its Response. */
export const NATIVE_FETCH_API: FetchAPI = { Request, Response };

function buildYoga(fetchAPI: FetchAPI): YogaServerInstance<ServerContext, object> {
  const isProductionLike = getAppEnv() === "production" || getAppEnv() === "staging";
  return createYoga<ServerContext>({
    schema,
    graphqlEndpoint: GRAPHQL_ENDPOINT,
    fetchAPI: { Response: fetchAPI.Response },
    batching: false,
    // handleGraphQLRequest has read the body, capped at 1 MB, before yoga sees it; yoga's own cap would stream it
    // through a second counter on every request.
    maxRequestBodySize: false,
    // The app's own pages call the API from the same origin, which needs no CORS; yoga's default reflects any Origin
    // with credentials. No CORS headers at all: another site's script can neither read an answer nor pass a preflight.
    cors: false,
    graphiql: !isProductionLike && process.env.NODE_ENV !== "production",
    landingPage: false,
    maskedErrors: { maskError: (error, message) => maskError(error, message) },
    logging: yogaLogger,
    plugins: [
      csrfPreventionPlugin({ requestHeaders: [CSRF_HEADER] }),
      EnvelopArmorPlugin({
        maxDepth: { n: 10 },
        maxAliases: { n: 15 },
        maxDirectives: { n: 10 },
        maxTokens: { n: 2000 },
        costLimit: { maxCost: 20_000 },
        blockFieldSuggestion: { enabled: isProductionLike },
      }),
      ...(isProductionLike ? [disableIntrospectionPlugin()] : []),
      bindLogContext,
      observeGraphQLOperations,
      auditCoachModeOperations,
      refuseCoachWritesWithoutConsent,
    ],
  });
}

type YogaInstance = YogaServerInstance<ServerContext, object>;
const globalForYoga = globalThis as typeof globalThis & { __wellnessYogas?: Map<FetchAPI["Response"], YogaInstance> };

/** One yoga per kind of Response (one in practice: Next's or the standalone API server's). */
export function getYoga(fetchAPI: FetchAPI = NATIVE_FETCH_API): YogaInstance {
  const yogas = (globalForYoga.__wellnessYogas ??= new Map());
  let yoga = yogas.get(fetchAPI.Response);
  if (!yoga) yogas.set(fetchAPI.Response, (yoga = buildYoga(fetchAPI)));
  return yoga;
}
