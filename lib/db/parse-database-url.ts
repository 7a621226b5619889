export interface DatabaseUrlSettings {
  /** The URL without Prisma's own query parameters, as `pg` expects it. */
  connectionString: string;
  /** Prisma's `?schema=` convention; undefined means the server's default search_path (`public`). */
  schema: string | undefined;
  /** Prisma's `?connection_limit=` convention. */
  poolSize: number;
}

// Ten connections: enough for one Next server on a small machine, well under PostgreSQL's default 100 so that a few
// instances plus migrations fit. Override with `?connection_limit=` as with Prisma's own engine.
const DEFAULT_POOL_SIZE = 10;

export function parseDatabaseUrl(databaseUrl: string): DatabaseUrlSettings {
  const url = new URL(databaseUrl);
  const schema = url.searchParams.get("schema") ?? undefined;
  const limit = Number(url.searchParams.get("connection_limit") ?? DEFAULT_POOL_SIZE);
  for (const prismaOnly of ["schema", "connection_limit", "pool_timeout"]) url.searchParams.delete(prismaOnly);
  return {
    connectionString: url.toString(),
    schema,
    poolSize: Number.isInteger(limit) && limit > 0 ? limit : DEFAULT_POOL_SIZE,
  };
}

/** Double-quotes an identifier for SQL (schema names come from settings, not from users, but still). */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
