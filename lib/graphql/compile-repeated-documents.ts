import { useGraphQlJit as graphqlJitPlugin } from "@envelop/graphql-jit";
import type { Plugin } from "@envelop/core";
import { GraphQLError, Kind, type DocumentNode, type ExecutionResult, type Source } from "graphql";
import { logger } from "@/lib/log/logger";

/**
 * A document without variables run a second time is compiled to JavaScript (graphql-jit) and executed that way from
 * then on: the same answers as graphql-js at a fraction of the cost per field (docs/decisions.md, "API speed"). A
 * document seen once is never compiled, so a stream of one-off documents cannot keep the server compiling; one with
 * variables keeps graphql-js's own coercion, whose errors maskError (yoga.ts) answers without the rejected value.
 */
export function compileRepeatedDocuments(): Plugin {
  const runs = new WeakMap<DocumentNode, number>();
  const jit = graphqlJitPlugin(
    {},
    {
      enableIf: ({ document }) => {
        if (hasVariables(document)) return false;
        const count = (runs.get(document) ?? 0) + 1;
        runs.set(document, count);
        return count >= 2;
      },
      onError: (result) =>
        logger.error({ errors: result.errors?.map((error) => error.message) }, "graphql-jit could not compile a document"),
    },
  );
  return {
    onPluginInit: ({ addPlugin }) => addPlugin(jit),
    onExecute: ({ args }) => ({
      onExecuteDone: ({ result, setResult }) => {
        const source = args.document.loc?.source;
        if (!source || !("errors" in result) || !result.errors) return;
        setResult({ ...result, errors: result.errors.map((error) => withPositions(error, source)) } as ExecutionResult);
      },
    }),
  };
}

function hasVariables(document: DocumentNode): boolean {
  return document.definitions.some(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION && (definition.variableDefinitions?.length ?? 0) > 0,
  );
}

/**
 * graphql-jit's errors carry their line and column but not the document's nodes, from which yoga rebuilds every
 * error it sends; given the source and the offsets instead, the answer keeps its `locations` as graphql-js gives them.
 */
function withPositions(error: GraphQLError, source: Source): GraphQLError {
  if (error.nodes || error.positions || !error.locations?.length) return error;
  const lineStarts = [0];
  for (let index = 0; index < source.body.length; index += 1) if (source.body[index] === "\n") lineStarts.push(index + 1);
  const positions = error.locations.map(({ line, column }) => (lineStarts[line - 1] ?? 0) + column - 1);
  return new GraphQLError(error.message, {
    source,
    positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}
