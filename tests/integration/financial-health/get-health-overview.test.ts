import { findViewerForCookieHeader } from "@/lib/auth/find-viewer-for-cookies";
import { getHealthOverview } from "@/lib/financial-health/get-health-overview";
import { createMemberWithProfile, createUser } from "@/prisma/seed";
import { sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

const testDb = useTestDatabase();

async function viewerFor(userId: string) {
  const { cookie } = await sessionCookieFor(userId);
  return findViewerForCookieHeader(cookie);
}

describe("getHealthOverview (the /health page's first paint)", () => {
  test("the member's stored score and overview", async () => {
    const db = testDb.db();
    const updatedAt = new Date("2026-01-15T10:00:00Z");
    const { user } = await createMemberWithProfile(db, {
      customer: { hfhs: 73, assetWorth: "1234.50", totalSavings: "800.00", overviewUpdatedAt: updatedAt },
      creditScore: 701,
    });

    expect(await getHealthOverview({ viewer: await viewerFor(user.id) })).toEqual({
      hfhs: 73,
      overviewUpdatedAt: updatedAt.toISOString(),
      currentOverview: {
        totalLiquidSavings: 0,
        totalSavings: 800,
        assetWorth: 1234.5,
        currentCreditScore: 701,
        netWorthIncrementSinceLastUpdate: 0,
        totalSavingIncrementSinceLastUpdate: 0,
      },
    });
  });

  test("a user without a profile gets the defaults and nothing is written", async () => {
    const db = testDb.db();
    const user = await createUser(db);

    const overview = await getHealthOverview({ viewer: await viewerFor(user.id) });

    expect(overview).toMatchObject({ hfhs: 50, overviewUpdatedAt: null, currentOverview: { assetWorth: 0, currentCreditScore: null } });
    expect(await db.customer.count({ where: { userId: user.id } })).toBe(0);
  });

  test("without a viewer: asked to sign in", async () => {
    await expect(getHealthOverview({ viewer: null })).rejects.toThrow("Please sign in and try again.");
  });
});
