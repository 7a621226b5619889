import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * The PostgreSQL extensions the migrations use, as PGlite loads them (PGlite has no extension folder of its own: each
 * is a bundle it mounts at open). PostgreSQL installs them from its contrib package.
 */
export const EMBEDDED_EXTENSIONS = { btree_gin, pg_trgm };
