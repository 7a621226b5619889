import { GET as launchMaterial } from "@/app/api/plans/[planId]/launch-materials/[file]/route";
import { GET as rosterExport } from "@/app/api/plans/[planId]/roster-export/route";
import { getDb } from "@/lib/db";
import { addPlanAdmin, createEmployerPlan, createPlanMember, createUser } from "@/prisma/seed";
import { sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

const request = (path: string, cookie?: string) => new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });

test("the poster, the launch email and the roster CSV download for readers of the plan only", async () => {
  const db = await getDb();
  const owner = await createUser(db);
  const plan = await createEmployerPlan(db, { owner, name: `Harbor & Co ${Date.now()}` });
  const viewer = await createUser(db);
  await addPlanAdmin(db, { userId: viewer.id, employerPlanId: plan.id, permission: "VIEWER" });
  const stranger = await createUser(db);
  await createEmployerPlan(db, { owner: stranger });
  await createPlanMember(db, { employerPlanId: plan.id, workEmail: `p.${Date.now()}@harbor.test`, firstName: "@SUM(A1)" });
  const viewerCookie = (await sessionCookieFor(viewer.id)).cookie;
  const strangerCookie = (await sessionCookieFor(stranger.id)).cookie;
  const params = (file: string) => ({ params: Promise.resolve({ planId: plan.id, file }) });

  const poster = await launchMaterial(request(`/api/plans/${plan.id}/launch-materials/poster.svg`, viewerCookie), params("poster.svg"));
  expect(poster.status).toBe(200);
  expect(poster.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
  expect(await poster.text()).toContain("Harbor &#38; Co");

  const email = await launchMaterial(request(`/api/plans/${plan.id}/launch-materials/launch-email.txt`, viewerCookie), params("launch-email.txt"));
  expect(email.headers.get("content-disposition")).toBe('attachment; filename="launch-email.txt"');
  expect(await email.text()).toContain("/sign-up");

  expect((await launchMaterial(request("/x", strangerCookie), params("poster.svg"))).status).toBe(404);
  expect((await launchMaterial(request("/x"), params("poster.svg"))).status).toBe(401);
  expect((await launchMaterial(request("/x", viewerCookie), params("secrets.txt"))).status).toBe(404);

  const csv = await rosterExport(request(`/api/plans/${plan.id}/roster-export`, viewerCookie), { params: Promise.resolve({ planId: plan.id }) });
  expect(csv.status).toBe(200);
  const text = await csv.text();
  expect(text.replace(/^\uFEFF/, "").startsWith("email,first name,last name")).toBe(true);
  expect(text).toContain(",'@SUM(A1),");
  expect((await rosterExport(request("/x", strangerCookie), { params: Promise.resolve({ planId: plan.id }) })).status).toBe(404);
});
