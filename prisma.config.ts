import { defineConfig } from "prisma/config";

// Used only where the Prisma CLI can fetch its native engine (a normal laptop). The project's own offline
// commands live in scripts/db/ and never need the CLI.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "" },
});
