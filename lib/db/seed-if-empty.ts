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

/** Builds the demo data (prisma/seed/seed.ts) in a database that has no users yet. */
export async function seedIfEmpty(db: PrismaClient): Promise<SeedOutcome> {
  if ((await db.user.count()) > 0) return { seeded: false, signIns: [] };
  // Loaded on demand: the seed and its factories are only needed the first time a database is created.
  const { seedDemoData } = await import("@/prisma/seed/seed");
  const { signIns } = await seedDemoData(db);
  return { seeded: true, signIns };
}
