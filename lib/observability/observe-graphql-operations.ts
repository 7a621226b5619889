import { Kind, type DocumentNode, type OperationDefinitionNode } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { GraphQLContext } from "@/lib/graphql/context";
import { currentRequestObservation } from "@/lib/observability/request-observation";

/**
 * yoga plugin: names the operation a request runs on its observation (lib/observability/observe-http-request.ts), so
 * the request's log line and the per-operation metrics carry it (and the user), and marks answers with errors. Only the client's
 * own name (or none): the first field's name would let any caller pick a label.
 */
export const observeGraphQLOperations: Plugin<GraphQLContext> = {
  onExecute({ args }) {
    const observation = currentRequestObservation();
    if (!observation) return;
    const operation = (args.document as DocumentNode).definitions.find(
      (definition): definition is OperationDefinitionNode =>
        definition.kind === Kind.OPERATION_DEFINITION &&
        (!args.operationName || definition.name?.value === args.operationName),
    );
    observation.operation = args.operationName ?? operation?.name?.value;
    observation.operationType = operation?.operation;
    observation.userId = args.contextValue.viewer?.actor.id;
    return {
      onExecuteDone({ result }) {
        if (!(Symbol.asyncIterator in result) && result.errors?.length) observation.operationFailed = true;
      },
    };
  },
};
