import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";

/** One of the member's rollovers with its account, for /investing/rollover/{id}; null for anyone else's or none. */
export async function getRollover({ viewer, rolloverId }: { viewer: Viewer | null; rolloverId: string }) {
  authorize(viewer, "own-data:read");
  const db = await getDb();
  return db.rollover.findFirst({
    where: { id: rolloverId, account: { userId: viewer.userId } },
    select: {
      id: true,
      nickname: true,
      state: true,
      createdAt: true,
      account: {
        select: {
          accountId: true,
          accountNumber: true,
          nickname: true,
          registrationType: true,
          subtype: true,
          state: true,
          parties: { select: { givenName: true, familyName: true }, take: 1 },
        },
      },
    },
  });
}
