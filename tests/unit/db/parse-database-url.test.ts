import { parseDatabaseUrl, quoteIdentifier } from "@/lib/db/parse-database-url";

test("takes Prisma's own parameters out of the URL that pg receives", () => {
  expect(parseDatabaseUrl("postgresql://app:s3cret@db:5432/wellness?schema=tenant_1&connection_limit=4&sslmode=require")).toEqual({
    connectionString: "postgresql://app:s3cret@db:5432/wellness?sslmode=require",
    schema: "tenant_1",
    poolSize: 4,
  });
});

test("defaults: the server's search_path and a pool of ten", () => {
  expect(parseDatabaseUrl("postgresql://root@127.0.0.1:5432/test")).toEqual({
    connectionString: "postgresql://root@127.0.0.1:5432/test",
    schema: undefined,
    poolSize: 10,
  });
  expect(parseDatabaseUrl("postgresql://root@127.0.0.1/test?connection_limit=zero").poolSize).toBe(10);
});

test("quotes identifiers", () => {
  expect(quoteIdentifier('we"ird')).toBe('"we""ird"');
});
