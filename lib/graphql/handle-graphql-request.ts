import { Kind, parse, type OperationDefinitionNode } from "graphql";
import { isDatabaseUnavailable } from "@/lib/db/is-database-unavailable";
import { createGraphQLContext } from "@/lib/graphql/context";
import { notReplayableMutations } from "@/lib/graphql/operation-declarations";
import { schema } from "@/lib/graphql/schema";
import { getYoga, NATIVE_FETCH_API, type FetchAPI } from "@/lib/graphql/yoga";
import { readCappedBody } from "@/lib/http/read-capped-body";
import { serviceUnavailableResponse } from "@/lib/http/service-unavailable";
import { IDEMPOTENCY_KEY_HEADER, isValidIdempotencyKey, replayOrRun } from "@/lib/idempotency/replay-or-run";

// Declared on each mutation (SETS_SESSION_COOKIES): answers that set or clear session cookies are never replayed.
const NOT_REPLAYABLE = notReplayableMutations(schema);

function graphQLErrorResponse(fetchAPI: FetchAPI, status: number, message: string): Response {
  return fetchAPI.Response.json({ errors: [{ message }] }, { status });
}

/** The single mutation field a request runs, or null for queries, invalid documents and multi-field mutations. */
function findSingleMutationField(bodyText: string): string | null {
  try {
    const body = JSON.parse(bodyText) as { query?: unknown; operationName?: unknown };
    if (typeof body.query !== "string") return null;
    const operations = parse(body.query).definitions.filter(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    const operation =
      operations.length === 1 ? operations[0] : operations.find((op) => op.name?.value === body.operationName);
    if (operation?.operation !== "mutation") return null;
    const fields = operation.selectionSet.selections.filter((selection) => selection.kind === Kind.FIELD);
    return fields.length === 1 && fields[0]?.kind === Kind.FIELD ? fields[0].name.value : "multiple";
  } catch {
    return null;
  }
}

/**
 * POST /api/graphql: builds the request context (viewer from the server-side session), runs the operation through
 * graphql-yoga, applies the idempotency key of a retried mutation, and copies the cookies a resolver set. `fetchAPI`:
 * the Request and Response classes of the server in front (Next's route handlers want Node's own).
 */
export async function handleGraphQLRequest(incoming: Request, fetchAPI: FetchAPI = NATIVE_FETCH_API): Promise<Response> {
  try {
    return await handle(incoming, fetchAPI);
  } catch (error) {
    // The session check or the idempotency claim could not reach the database: 503, try again shortly.
    if (isDatabaseUnavailable(error)) return serviceUnavailableResponse(fetchAPI.Response);
    throw error;
  }
}

async function handle(incoming: Request, fetchAPI: FetchAPI): Promise<Response> {
  const key = incoming.method === "POST" ? incoming.headers.get(IDEMPOTENCY_KEY_HEADER) : null;
  if (key !== null && !isValidIdempotencyKey(key)) return graphQLErrorResponse(fetchAPI, 400, "Invalid Idempotency-Key header.");

  // The body is read once, capped, before anything parses it (the idempotency check below included); yoga gets a
  // request carrying the text that was read.
  let request = incoming;
  let bodyText = "";
  if (incoming.method === "POST") {
    const body = await readCappedBody(incoming);
    if (body.kind === "too-large") return graphQLErrorResponse(fetchAPI, 413, "The request is too large.");
    bodyText = body.text;
    request = new fetchAPI.Request(incoming.url, { method: "POST", headers: incoming.headers, body: bodyText });
  }

  const { request: _request, ...serverContext } = await createGraphQLContext(request);
  const execute = async () => {
    const response = await getYoga(fetchAPI).handleRequest(request, serverContext);
    // yoga's Response has mutable headers: the cookies a resolver set go straight onto it (no second Response).
    serverContext.responseCookies.applyTo(response.headers);
    return response;
  };

  if (!key) return execute();
  const mutationField = findSingleMutationField(bodyText);
  if (!mutationField || NOT_REPLAYABLE.has(mutationField)) return execute();

  const outcome = await replayOrRun({
    scope: serverContext.viewer?.actor.id ?? "anonymous",
    key,
    operationName: mutationField,
    run: execute,
  });
  switch (outcome.kind) {
    case "ran":
      return outcome.response;
    case "replayed":
      return fetchAPI.Response.json(outcome.stored.body, {
        status: outcome.stored.status,
        headers: { "idempotent-replayed": "true" },
      });
    case "in-progress":
      return graphQLErrorResponse(fetchAPI, 409, "This request is already being processed.");
    case "key-reused":
      return graphQLErrorResponse(fetchAPI, 422, "This Idempotency-Key was used for a different operation.");
  }
}
