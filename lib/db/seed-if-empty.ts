import type { PrismaClient } from "@/lib/generated/prisma/client";

export interface SignIn {
  role: string;
  email: string;
  password: string;
}

export interface SeedOutcome {
  /** True when this call created the demo data. */
  seeded: boolean;
  /** Demo accounts to print for whoever started the app; empty unless seeded. */
  signIns: SignIn[];
}

interface SeedModule {
  seedDemoData(db: PrismaClient): Promise<{ signIns: SignIn[] }>;
}

/** Builds the demo data (prisma/seed/seed.ts) in a database that has no users yet. */
export async function seedIfEmpty(db: PrismaClient): Promise<SeedOutcome> {
  if ((await db.user.count()) > 0) return { seeded: false, signIns: [] };
  const seed = await loadSeedModule();
  if (!seed) return { seeded: false, signIns: [] };
  const { signIns } = await seed.seedDemoData(db);
  return { seeded: true, signIns };
}

// prisma/seed/seed.ts is still being written; until it exists the database starts empty. A non-literal specifier
// keeps TypeScript and the bundler from requiring the file. Replace with a literal import once it exists.
const SEED_MODULE = "../../prisma/seed/seed";

async function loadSeedModule(): Promise<SeedModule | undefined> {
  try {
    return (await import(SEED_MODULE)) as SeedModule;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "MODULE_NOT_FOUND" || code === "ERR_MODULE_NOT_FOUND") return undefined;
    throw error;
  }
}
