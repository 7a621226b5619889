import { getDb } from "@/lib/db";
import { createStaffUser, createUser } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

const UPDATE = `mutation($onboardingStep: Int, $isSkipOnboarding: Boolean) {
  updateUserOnboardingStep(onboardingStep: $onboardingStep, isSkipOnboarding: $isSkipOnboarding) { error }
}`;

async function onboardingOf(userId: string) {
  const db = await getDb();
  return db.user.findUniqueOrThrow({ where: { id: userId }, select: { lastOnboardingStep: true, isSkipOnboarding: true } });
}

describe("updateUserOnboardingStep", () => {
  test("saves the step, a step past the last or null as complete, and the skip flag", async () => {
    const db = await getDb();
    const user = await createUser(db);
    const { cookie } = await sessionCookieFor(user.id);
    const ok = { updateUserOnboardingStep: { error: null } };

    expect((await executeGraphQL({ query: UPDATE, variables: { onboardingStep: 3 }, cookie })).body.data).toEqual(ok);
    expect(await onboardingOf(user.id)).toEqual({ lastOnboardingStep: 3, isSkipOnboarding: false });

    expect((await executeGraphQL({ query: UPDATE, variables: { onboardingStep: 3, isSkipOnboarding: true }, cookie })).body.data).toEqual(ok);
    expect(await onboardingOf(user.id)).toEqual({ lastOnboardingStep: 3, isSkipOnboarding: true });

    // Only the skip flag: the step stays.
    expect((await executeGraphQL({ query: UPDATE, variables: { isSkipOnboarding: false }, cookie })).body.data).toEqual(ok);
    expect(await onboardingOf(user.id)).toEqual({ lastOnboardingStep: 3, isSkipOnboarding: false });

    expect((await executeGraphQL({ query: UPDATE, variables: { onboardingStep: 7 }, cookie })).body.data).toEqual(ok);
    expect(await onboardingOf(user.id)).toEqual({ lastOnboardingStep: null, isSkipOnboarding: false });

    await executeGraphQL({ query: UPDATE, variables: { onboardingStep: 2 }, cookie });
    expect((await executeGraphQL({ query: UPDATE, variables: { onboardingStep: null }, cookie })).body.data).toEqual(ok);
    expect(await onboardingOf(user.id)).toEqual({ lastOnboardingStep: null, isSkipOnboarding: false });
  });

  test("refuses a step below 1", async () => {
    const db = await getDb();
    const user = await createUser(db);
    const { cookie } = await sessionCookieFor(user.id);
    const result = await executeGraphQL({ query: UPDATE, variables: { onboardingStep: 0 }, cookie });
    expect(result.body.data).toEqual({ updateUserOnboardingStep: { error: "Invalid onboarding step" } });
    expect(await onboardingOf(user.id)).toEqual({ lastOnboardingStep: 1, isSkipOnboarding: false });
  });

  test("needs a signed-in user and changes only their own record (the customer's, in coach mode)", async () => {
    const signedOut = await executeGraphQL({ query: UPDATE, variables: { onboardingStep: 2 } });
    expect(signedOut.body.errors?.[0]?.message).toBe("Please sign in and try again.");

    const db = await getDb();
    const staff = await createStaffUser(db);
    const customer = await createUser(db);
    const { cookie } = await sessionCookieFor(staff.id, { coachedUserId: customer.id });
    await executeGraphQL({ query: UPDATE, variables: { onboardingStep: 4 }, cookie });
    expect(await onboardingOf(customer.id)).toEqual({ lastOnboardingStep: 4, isSkipOnboarding: false });
    expect(await onboardingOf(staff.id)).toEqual({ lastOnboardingStep: null, isSkipOnboarding: false });
  });
});
