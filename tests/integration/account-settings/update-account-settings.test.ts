import { verifyRecoveryEmail } from "@/lib/account-settings/verify-recovery-email";
import { verifyPasswordSignIn } from "@/lib/auth/verify-password-sign-in";
import { getDb } from "@/lib/db";
import { outboxMessages } from "../../helpers/outbox";
import { createStaffUser, createUser, uniqueEmail } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

const OLD_PASSWORD = "Old-Harbor-2026!";
const NEW_PASSWORD = "Fresh-Lantern-77!";

const UPDATE = `mutation(
  $recoveryEmail: String, $code: String, $is2faEnabled: Boolean, $phoneNumber: String,
  $currentPassword: String, $newPassword: String
) {
  updateAccountSettings(
    recoveryEmail: $recoveryEmail, code: $code, is2faEnabled: $is2faEnabled, phoneNumber: $phoneNumber,
    currentPassword: $currentPassword, newPassword: $newPassword
  ) { didUpdate error errorField }
}`;
const WHO_AM_I = "query { authenticationInfo { email recoveryEmail isUserRecoveryEmailVerified } }";

type Result = { updateAccountSettings: { didUpdate: boolean; error: string | null; errorField: string | null } };
const UPDATED = { didUpdate: true, error: null, errorField: null };

async function signedInMember(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(await getDb(), { password: OLD_PASSWORD, ...overrides });
  const session = await sessionCookieFor(user.id);
  const update = async (variables: Record<string, unknown>, cookie = session.cookie) => {
    const { body } = await executeGraphQL<Result>({ query: UPDATE, variables, cookie });
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!.updateAccountSettings;
  };
  return { user, ...session, update };
}

const signsInWith = (email: string, password: string) =>
  verifyPasswordSignIn({ email, password, ipAddress: null }).then(
    () => true,
    () => false,
  );

const storedUser = async (id: string) => (await getDb()).user.findUniqueOrThrow({ where: { id } });

describe("recovery email (spec 001 §7 UpdateAccountSettings; 000 §2.10 step 1, §5)", () => {
  test("is stored lower-cased and unverified, and a confirmation link is emailed that verifies it", async () => {
    const { user, update } = await signedInMember({ isRecoveryEmailVerified: true, recoveryEmail: uniqueEmail("old") });
    const recoveryEmail = uniqueEmail("Backup");
    expect(await update({ recoveryEmail: ` ${recoveryEmail.toUpperCase()} ` })).toEqual(UPDATED);
    expect(await storedUser(user.id)).toMatchObject({ recoveryEmail: recoveryEmail.toLowerCase(), isRecoveryEmailVerified: false });

    const [message] = await outboxMessages({ to: recoveryEmail.toLowerCase() });
    expect(message?.subject).toBe("Confirm your recovery email for Mariner Financial Wellness");
    const link = new URL(message!.text.match(/https?:\/\/\S+/)![0]);
    expect(link.pathname).toBe("/verify-recovery-email");

    // The link's page calls verifyRecoveryEmail without a session: the token is the proof.
    const VERIFY = "mutation($token: String!) { verifyRecoveryEmail(token: $token) { didVerify error } }";
    const verify = () => executeGraphQL({ query: VERIFY, variables: { token: link.searchParams.get("token") } });
    expect((await verify()).body.data).toEqual({ verifyRecoveryEmail: { didVerify: true, error: null } });
    expect((await storedUser(user.id)).isRecoveryEmailVerified).toBe(true);
    expect((await verify()).body.data).toEqual({
      verifyRecoveryEmail: { didVerify: false, error: "Token is invalid or has expired" },
    });
  });

  test("an unchanged recovery email changes nothing and sends nothing", async () => {
    const recoveryEmail = uniqueEmail("same");
    const { user, update } = await signedInMember({ recoveryEmail, isRecoveryEmailVerified: true });
    expect(await update({ recoveryEmail })).toEqual(UPDATED);
    expect((await storedUser(user.id)).isRecoveryEmailVerified).toBe(true);
    expect(await outboxMessages({ to: recoveryEmail })).toHaveLength(0);
  });

  test("a link stops working once the recovery email changes again", async () => {
    const { user, update } = await signedInMember();
    const firstAddress = uniqueEmail("first");
    await update({ recoveryEmail: firstAddress });
    const [message] = await outboxMessages({ to: firstAddress });
    await update({ recoveryEmail: uniqueEmail("second") });
    const token = new URL(message!.text.match(/https?:\/\/\S+/)![0]).searchParams.get("token")!;
    await expect(verifyRecoveryEmail({ token, ipAddress: null })).rejects.toThrow("Token is invalid or has expired");
    expect((await storedUser(user.id)).isRecoveryEmailVerified).toBe(false);
  });

  test.each([
    ["", "Email is required"],
    ["not-an-email", "Please enter a valid email"],
  ])("refuses %p with %p", async (recoveryEmail, error) => {
    const { update } = await signedInMember();
    expect(await update({ recoveryEmail })).toEqual({ didUpdate: false, error, errorField: "recoveryEmail" });
  });

  test("refuses the account's own email", async () => {
    const { user, update } = await signedInMember();
    expect(await update({ recoveryEmail: user.email.toUpperCase() })).toEqual({
      didUpdate: false,
      error: "This email is already your primary email",
      errorField: "recoveryEmail",
    });
    expect((await storedUser(user.id)).recoveryEmail).toBeNull();
  });
});

describe("password change", () => {
  test("needs the current password, sets the new one and ends every other session", async () => {
    const { user, cookie, update } = await signedInMember();
    const otherDevice = await sessionCookieFor(user.id);

    expect(await update({ currentPassword: OLD_PASSWORD, newPassword: NEW_PASSWORD })).toEqual(UPDATED);
    expect(await signsInWith(user.email, NEW_PASSWORD)).toBe(true);
    expect(await signsInWith(user.email, OLD_PASSWORD)).toBe(false);
    expect((await storedUser(user.id)).passwordChangedAt).not.toBeNull();

    expect((await executeGraphQL({ query: WHO_AM_I, cookie })).body.errors).toBeUndefined();
    const ended = await executeGraphQL({ query: WHO_AM_I, cookie: otherDevice.cookie });
    expect(ended.body.errors?.[0]?.message).toBe("Please sign in and try again.");
  });

  test.each([
    [{ currentPassword: "Wrong-Password-1!", newPassword: NEW_PASSWORD }, "Your current password is incorrect.", "currentPassword"],
    [{ newPassword: NEW_PASSWORD }, "Please enter your current password.", "currentPassword"],
    [{ currentPassword: OLD_PASSWORD }, "Please enter a new password.", "newPassword"],
    [{ currentPassword: OLD_PASSWORD, newPassword: "password" }, "Password not strong enough", "newPassword"],
    [{ currentPassword: OLD_PASSWORD, newPassword: "12345678901" }, "Password not strong enough", "newPassword"],
    [{ currentPassword: OLD_PASSWORD, newPassword: "Passw0rd!" }, "Password not strong enough", "newPassword"],
  ])("refuses %p, changing nothing (not even the recovery email sent with it)", async (variables, error, errorField) => {
    const { user, update } = await signedInMember();
    const recoveryEmail = uniqueEmail("kept-out");
    expect(await update({ recoveryEmail, ...variables })).toEqual({ didUpdate: false, error, errorField });
    expect(await signsInWith(user.email, OLD_PASSWORD)).toBe(true);
    expect((await storedUser(user.id)).recoveryEmail).toBeNull();
    expect(await outboxMessages({ to: recoveryEmail })).toHaveLength(0);
  });

  test("a password similar to the email is refused by the server rule", async () => {
    const email = uniqueEmail("harborlights");
    const { update } = await signedInMember({ email });
    const local = email.split("@")[0]!;
    expect(await update({ currentPassword: OLD_PASSWORD, newPassword: `${local}A1!` })).toMatchObject({
      error: "Password not strong enough",
    });
  });

  test("current-password guesses are limited", async () => {
    const { update } = await signedInMember();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await update({ currentPassword: "Wrong-Guess-1!", newPassword: NEW_PASSWORD })).error).toBe(
        "Your current password is incorrect.",
      );
    }
    expect((await update({ currentPassword: OLD_PASSWORD, newPassword: NEW_PASSWORD })).error).toBe(
      "Too many attempts. Please try again later",
    );
  });
});

describe("two-factor settings and who may call", () => {
  test("a two-factor change without a code is refused (two-factor-settings.test.ts has the rest); unchanged values are accepted", async () => {
    const { update } = await signedInMember({ phoneNumber: "+15125550142", is2faEnabled: false });
    const refused = { didUpdate: false, error: "Enter the code we sent to your phone.", errorField: "code" };
    expect(await update({ is2faEnabled: true })).toEqual(refused);
    expect(await update({ phoneNumber: "(512) 555 0199" })).toEqual(refused);
    expect(await update({ is2faEnabled: false, phoneNumber: "(512) 555 0142" })).toEqual(UPDATED);
  });

  test("a coach acting as the member is refused and nothing changes", async () => {
    const db = await getDb();
    const member = await createUser(db, { password: OLD_PASSWORD });
    const staff = await createStaffUser(db);
    const { cookie } = await sessionCookieFor(staff.id, { coachedUserId: member.id });
    const { body } = await executeGraphQL<Result>({
      query: UPDATE,
      variables: { recoveryEmail: uniqueEmail("coach"), currentPassword: OLD_PASSWORD, newPassword: NEW_PASSWORD },
      cookie,
    });
    expect(body.errors?.[0]?.message).toBe("You do not have permission to do that.");
    expect(await storedUser(member.id)).toMatchObject({ recoveryEmail: null, passwordChangedAt: null });
  });

  test("one member's call changes only their own account", async () => {
    const owner = await signedInMember();
    const other = await signedInMember();
    await other.update({ recoveryEmail: uniqueEmail("other"), currentPassword: OLD_PASSWORD, newPassword: NEW_PASSWORD });
    expect(await storedUser(owner.user.id)).toMatchObject({ recoveryEmail: null, passwordChangedAt: null });
    expect(await signsInWith(owner.user.email, OLD_PASSWORD)).toBe(true);
  });

  test("a signed-out caller is asked to sign in", async () => {
    const { body } = await executeGraphQL({ query: UPDATE, variables: { recoveryEmail: uniqueEmail("anon") } });
    expect(body.errors?.[0]?.message).toBe("Please sign in and try again.");
  });
});
