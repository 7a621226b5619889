import { COACH_ROLE_MESSAGES } from "@/lib/coaching/set-coach-role";
import { getDb } from "@/lib/db";
import { createCoach, createMemberWithProfile, createStaffUser, createUser, uniqueEmail } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

const SET = "mutation($u: ID!, $c: Boolean!) { setCoachRole(userId: $u, isCoach: $c) { isCoach error } }";
type Answer = { setCoachRole: { isCoach: boolean | null; error: string | null } | null };

const setRole = async (cookie: string, userId: string, isCoach: boolean) =>
  (await executeGraphQL<Answer>({ query: SET, variables: { u: userId, c: isCoach }, cookie })).body;

describe("setCoachRole (staff make a staff member a coach)", () => {
  test("a new coach gets a calendar with no hours; stopping works once no session is ahead; both audited", async () => {
    const db = await getDb();
    const staff = await createStaffUser(db);
    const colleague = await createStaffUser(db, { email: uniqueEmail("colleague") });
    const cookie = (await sessionCookieFor(staff.id)).cookie;

    expect((await setRole(cookie, colleague.id, true)).data?.setCoachRole).toEqual({ isCoach: true, error: null });
    expect((await setRole(cookie, colleague.id, true)).data?.setCoachRole).toEqual({ isCoach: true, error: null });
    const profile = await db.coachProfile.findUniqueOrThrow({ where: { userId: colleague.id }, include: { workingHours: true } });
    expect(profile.workingHours).toEqual([]);

    expect((await setRole(cookie, colleague.id, false)).data?.setCoachRole).toEqual({ isCoach: false, error: null });
    const actions = await db.auditLog.findMany({ where: { subjectUserId: colleague.id }, select: { action: true, actorUserId: true } });
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: "staff.coach-role-given", actorUserId: staff.id },
        { action: "staff.coach-role-removed", actorUserId: staff.id },
      ]),
    );
  });

  test("a coach with a session ahead keeps the role; only staff can coach; only staff may set it", async () => {
    const db = await getDb();
    const staff = await createStaffUser(db);
    const cookie = (await sessionCookieFor(staff.id)).cookie;
    const coach = await createCoach(db, { user: { email: uniqueEmail("coach") } });
    const { user: member } = await createMemberWithProfile(db);
    await db.coachingSession.create({
      data: { memberUserId: member.id, coachUserId: coach.id, startsAt: new Date(Date.now() + 86_400_000), endsAt: new Date(Date.now() + 88_200_000), format: "PHONE" },
    });

    expect((await setRole(cookie, coach.id, false)).data?.setCoachRole).toEqual({ isCoach: null, error: COACH_ROLE_MESSAGES.upcomingSessions(1) });
    expect((await db.user.findUniqueOrThrow({ where: { id: coach.id } })).isCoach).toBe(true);

    expect((await setRole(cookie, member.id, true)).data?.setCoachRole).toEqual({ isCoach: null, error: COACH_ROLE_MESSAGES.notStaff });

    // Coach mode never reaches staff tools, even with the member's leave to make changes.
    const coaching = (await sessionCookieFor(staff.id, { coachedUserId: member.id, coachAllowsEdits: true })).cookie;
    expect((await setRole(coaching, coach.id, false)).data?.setCoachRole ?? null).toBeNull();

    const plainUser = await createUser(db);
    const refused = await setRole((await sessionCookieFor(plainUser.id)).cookie, coach.id, false);
    expect(refused.data?.setCoachRole ?? null).toBeNull();
    expect(refused.errors?.[0]?.message).toBeTruthy();
  });
});
