// Validates every client GraphQL document against the committed schema.graphql, so a client that asks for what the
// server no longer has fails `npm run graphql:check` (and `npm test`) instead of a page in a browser. A document is
// the literal text given to graphql() or graphqlString() (lib/graphql/client); a document written any other way is
// reported too, since it would be neither typed nor checked.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import {
  buildSchema,
  GraphQLError,
  Kind,
  parse,
  specifiedRules,
  validate,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  NoUnusedFragmentsRule,
} from "graphql";

const ROOTS = ["app", "components", "lib"];
const SKIPPED = new Set(["lib/generated"]);
const TAGS = new Set(["graphql", "graphqlString"]);
/** Text that reads as an operation or fragment: it belongs in graphql(). */
const LOOKS_LIKE_DOCUMENT = /^\s*(?:(?:query|mutation|subscription)\s*[A-Za-z_]*\s*[({]|fragment\s+\w+\s+on\s+\w+)/;
/** The start of a template that builds one (`mutation ${name}(...`). */
const STARTS_LIKE_DOCUMENT = /^\s*(?:query|mutation|subscription|fragment)\s/;

type Found = { file: string; line: number; source: string };

export function findClientDocuments(root = process.cwd()): { documents: Found[]; problems: string[] } {
  const documents: Found[] = [];
  const problems: string[] = [];
  for (const file of ROOTS.flatMap((dir) => sourceFiles(root, dir))) {
    const text = readFileSync(path.join(root, file), "utf8");
    const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const where = (node: ts.Node) => `${file}:${sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const tagged = new Set<ts.Node>();
    const visitNode = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && TAGS.has(node.expression.text)) {
        const [argument] = node.arguments;
        if (argument && (ts.isNoSubstitutionTemplateLiteral(argument) || ts.isStringLiteral(argument))) {
          tagged.add(argument);
          const line = sourceFile.getLineAndCharacterOfPosition(argument.getStart()).line + 1;
          documents.push({ file, line, source: argument.text });
        } else {
          problems.push(`${where(node)}: ${node.expression.text}() needs the document as one literal (no \${...})`);
        }
      } else if (
        ((ts.isNoSubstitutionTemplateLiteral(node) || ts.isStringLiteral(node)) &&
          !tagged.has(node) &&
          LOOKS_LIKE_DOCUMENT.test(node.text)) ||
        (ts.isTemplateExpression(node) && STARTS_LIKE_DOCUMENT.test(node.head.text))
      ) {
        problems.push(`${where(node)}: a GraphQL document outside graphql(): it is neither typed nor validated`);
      }
      ts.forEachChild(node, visitNode);
    };
    visitNode(sourceFile);
  }
  return { documents, problems };
}

/** Every problem with the documents, as `file:line: message`; empty when all are valid. */
export function checkClientDocuments(schemaText: string, root = process.cwd()): { count: number; problems: string[] } {
  const schema = buildSchema(schemaText);
  const { documents, problems } = findClientDocuments(root);
  const parsed: Array<Found & { document: DocumentNode }> = [];
  for (const found of documents) {
    try {
      parsed.push({ ...found, document: parse(found.source) });
    } catch (error) {
      problems.push(`${found.file}:${found.line}: ${(error as GraphQLError).message}`);
    }
  }
  // Fragments are composed across files (graphql(text, [fragment])): each operation is validated with those it spreads.
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const { document } of parsed) {
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
  }
  for (const { file, line, document } of parsed) {
    const hasOperation = document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    const rules = hasOperation ? specifiedRules : specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);
    for (const error of validate(schema, withSpreadFragments(document, fragments), rules)) {
      problems.push(`${file}:${line}: ${error.message}`);
    }
  }
  return { count: documents.length, problems };
}

function withSpreadFragments(document: DocumentNode, fragments: Map<string, FragmentDefinitionNode>): DocumentNode {
  const present = new Set(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [definition.name.value] : [],
    ),
  );
  const added: FragmentDefinitionNode[] = [];
  const collect = (node: DocumentNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (!fragment || present.has(fragment.name.value)) return;
        present.add(fragment.name.value);
        added.push(fragment);
        collect(fragment);
      },
    });
  collect(document);
  return { ...document, definitions: [...document.definitions, ...added] };
}

function sourceFiles(root: string, dir: string): string[] {
  if (SKIPPED.has(dir)) return [];
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(root, relative);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [relative] : [];
  });
}

const { count, problems } = checkClientDocuments(readFileSync("schema.graphql", "utf8"));
if (problems.length > 0) {
  console.error(`Client GraphQL documents that do not hold against schema.graphql:\n${problems.join("\n")}`);
  process.exit(1);
}
console.log(`${count} client GraphQL documents are valid against schema.graphql.`);
