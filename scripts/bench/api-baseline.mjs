// The API bench's baseline: the least a GraphQL server on this stack can do for one signed-in read - graphql-yoga on
// node:http with a pg pool, answering a one-row primary-key select - built from this project's node_modules.
// Usage: node scripts/bench/api-baseline.mjs <port> [--no-body-limit]   (DATABASE_URL: the bench database, with
// ?schema=). --no-body-limit turns off yoga's own request body cap (on by default; it streams every body through a
// counter), as the app's API server does, which caps the body itself before yoga reads it.
import { createServer } from "node:http";
import { createSchema, createYoga } from "graphql-yoga";
import pg from "pg";

const port = Number(process.argv[2]);
const url = new URL(process.env.DATABASE_URL);
const schemaName = url.searchParams.get("schema") ?? "public";
url.searchParams.delete("schema");
const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
const table = `"${schemaName.replaceAll('"', '""')}"."User"`;

const yoga = createYoga({
  schema: createSchema({
    typeDefs: "type User { id: ID! email: String! firstName: String! } type Query { user(id: ID!): User }",
    resolvers: {
      Query: {
        user: async (_root, { id }) =>
          (await pool.query(`SELECT id, email, "firstName" FROM ${table} WHERE id = $1`, [id])).rows[0] ?? null,
      },
    },
  }),
  logging: false,
  ...(process.argv.includes("--no-body-limit") ? { maxRequestBodySize: false } : {}),
  landingPage: false,
  graphiql: false,
});

createServer(yoga).listen(port, "127.0.0.1", () => process.stdout.write("ready\n"));
