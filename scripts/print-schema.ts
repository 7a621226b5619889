// Prints the GraphQL schema to schema.graphql (committed: the API's contract for clients and reviewers).
// `--check` fails instead when the committed file differs from the code.
import { readFileSync, writeFileSync } from "node:fs";
import { printSchema } from "graphql";
import { schema } from "@/lib/graphql/schema";

const file = "schema.graphql";
const printed = `${printSchema(schema)}\n`;

if (process.argv.includes("--check")) {
  let committed = "";
  try {
    committed = readFileSync(file, "utf8");
  } catch {
    // missing file: reported below
  }
  if (committed !== printed) {
    console.error(`${file} is out of date with the code. Run: npm run graphql:schema`);
    process.exit(1);
  }
  console.log(`${file} matches the code.`);
} else {
  writeFileSync(file, printed);
  console.log(`Wrote ${file}.`);
}
