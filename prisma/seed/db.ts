import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";

/** What factories write with: the client, or the client inside `db.$transaction(async (tx) => ...)`. */
export type SeedDb = PrismaClient | Prisma.TransactionClient;
