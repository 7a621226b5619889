import { Kind, parse, type OperationDefinitionNode } from "graphql";
import { createGraphQLContext } from "@/lib/graphql/context";
import { getYoga } from "@/lib/graphql/yoga";
import { IDEMPOTENCY_KEY_HEADER, isValidIdempotencyKey, replayOrRun } from "@/lib/idempotency/replay-or-run";

/** Mutations that start or end a session answer with cookies, which are never stored for replay. */
const NOT_REPLAYABLE = new Set([
  "logOut",
  "googleLogIn",
  "createNewUserViaGoogle",
  "oktaLogIn",
  "oktaSignup",
  "coachLogIn",
  "coachLogOutOfCoachedUser",
  "passwordLogIn",
  "resendMfaCode",
  "createNewUserViaPassword",
]);

function graphQLErrorResponse(status: number, message: string): Response {
  return Response.json({ errors: [{ message }] }, { status });
}

/** The single mutation field a request runs, or null for queries, invalid documents and multi-field mutations. */
async function findSingleMutationField(request: Request): Promise<string | null> {
  try {
    const body = (await request.clone().json()) as { query?: unknown; operationName?: unknown };
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
 * graphql-yoga, applies the idempotency key of a retried mutation, and copies the cookies a resolver set.
 */
export async function handleGraphQLRequest(request: Request): Promise<Response> {
  const { request: _request, ...serverContext } = await createGraphQLContext(request);
  const execute = async () => {
    const response = await getYoga().handleRequest(request, serverContext);
    const headers = new Headers(response.headers);
    serverContext.responseCookies.applyTo(headers);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };

  const key = request.method === "POST" ? request.headers.get(IDEMPOTENCY_KEY_HEADER) : null;
  if (!key) return execute();
  if (!isValidIdempotencyKey(key)) return graphQLErrorResponse(400, "Invalid Idempotency-Key header.");
  const mutationField = await findSingleMutationField(request);
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
      return Response.json(outcome.stored.body, {
        status: outcome.stored.status,
        headers: { "idempotent-replayed": "true" },
      });
    case "in-progress":
      return graphQLErrorResponse(409, "This request is already being processed.");
    case "key-reused":
      return graphQLErrorResponse(422, "This Idempotency-Key was used for a different operation.");
  }
}
