// Prints the GraphQL schema to schema.graphql (committed: the API's contract for clients and reviewers) and, from
// that text, the introspection types gql.tada types every client document with (lib/graphql/client/graphql-env.d.ts).
// `--check` fails instead when either committed file differs from the code.
import { readFileSync, writeFileSync } from "node:fs";
import { buildSchema, introspectionFromSchema, printSchema } from "graphql";
import { minifyIntrospection, outputIntrospectionFile } from "gql.tada/internal";
import { schema } from "@/lib/graphql/schema";

const printedSchema = `${printSchema(schema)}\n`;
const files = [
  { file: "schema.graphql", content: printedSchema },
  { file: "lib/graphql/client/graphql-env.d.ts", content: clientTypes(printedSchema) },
];

/** What `gql.tada generate output` writes, built from schema.graphql's text alone. */
function clientTypes(sdl: string): string {
  const introspection = minifyIntrospection(introspectionFromSchema(buildSchema(sdl)));
  return outputIntrospectionFile(introspection, { fileType: ".d.ts", shouldPreprocess: true });
}

if (process.argv.includes("--check")) {
  const stale = files.filter(({ file, content }) => readOrEmpty(file) !== content).map(({ file }) => file);
  if (stale.length > 0) {
    console.error(`${stale.join(" and ")} out of date with the code. Run: npm run graphql:schema`);
    process.exit(1);
  }
  console.log(`${files.map(({ file }) => file).join(" and ")} match the code.`);
} else {
  for (const { file, content } of files) writeFileSync(file, content);
  console.log(`Wrote ${files.map(({ file }) => file).join(" and ")}.`);
}

function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return ""; // missing: reported as out of date
  }
}
