import { getDb } from "@/lib/db";
import { logInErrorText } from "@/lib/auth/schemas/log-in-schema";
import { addPlanAdmin, createEmployerPlan, createStaffUser, createUser, uniqueEmail } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFrom } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { logIn, PASSWORD, uniqueIp } from "./log-in-helpers";

useTestDatabase();

const INFO = "info@marinerwellness.com";

async function failuresFor(userId: string | null, ip: string) {
  const db = await getDb();
  return db.auditLog.findMany({
    where: { action: "session.sign-in-failed", ipAddress: ip, ...(userId ? { subjectUserId: userId } : {}) },
    select: { subjectUserId: true, metadata: true, operation: true },
  });
}

describe("passwordLogIn without two-factor", () => {
  test("signs in: the payload, the session cookie, the signed-in hint and an audit line", async () => {
    const db = await getDb();
    const user = await createUser(db, { password: PASSWORD, firstName: "Rosa", lastName: "Diaz", phoneNumber: "+15125550177" });
    const plan = await createEmployerPlan(db, { name: "Harbor Freight Co" });
    await addPlanAdmin(db, { userId: user.id, employerPlanId: plan.id, permission: "EDITOR" });
    const ip = uniqueIp();

    const result = await logIn({ email: `  ${user.email.toUpperCase()} `, password: PASSWORD, deviceId: "abc", skip2fa: false }, { ip });

    expect(result.body.errors).toBeUndefined();
    expect(result.body.data?.passwordLogIn).toEqual({
      error: null,
      payload: {
        email: user.email,
        username: null,
        firstName: "Rosa",
        lastName: "Diaz",
        plans: [{ planId: plan.id, planName: "Harbor Freight Co", adminPermission: "editor" }],
        last4PhoneNumber: "0177",
      },
    });
    const cookie = sessionCookieFrom(result.setCookies);
    expect(cookie).toBeDefined();
    expect(result.setCookies.some((value) => /^signedin=true;/.test(value))).toBe(true);
    const me = await executeGraphQL<{ authenticationInfo: { email: string } }>({
      query: "query { authenticationInfo { email } }",
      cookie,
    });
    expect(me.body.data?.authenticationInfo.email).toBe(user.email);

    const audit = await db.auditLog.findMany({ where: { actorUserId: user.id, action: "session.sign-in" } });
    expect(audit).toHaveLength(1);
    expect(audit[0]?.operation).toBe("password");
  });

  test("a wrong password and an unknown email get 'Email or password is incorrect', logged without the password", async () => {
    const db = await getDb();
    const user = await createUser(db, { password: PASSWORD });
    const ip = uniqueIp();

    const wrong = await logIn({ email: user.email, password: "Not-The-Password-1" }, { ip });
    const unknown = await logIn({ email: uniqueEmail("nobody"), password: PASSWORD }, { ip });

    for (const result of [wrong, unknown]) {
      expect(result.body.data?.passwordLogIn).toEqual({ payload: null, error: "Email or password is incorrect" });
      expect(sessionCookieFrom(result.setCookies)).toBeUndefined();
    }
    expect(logInErrorText("Email or password is incorrect", INFO)).toBe(
      'Email or password is incorrect. Try again or click "Sign up" to create an account.',
    );
    const failures = await failuresFor(null, ip);
    expect(failures.map((row) => row.metadata)).toEqual(
      expect.arrayContaining([
        { method: "password", step: "password", reason: "wrong-password" },
        { method: "password", step: "password", reason: "unknown-email" },
      ]),
    );
    expect(failures.find((row) => (row.metadata as { reason: string }).reason === "wrong-password")?.subjectUserId).toBe(user.id);
    expect(JSON.stringify(failures)).not.toContain("Not-The-Password-1");
    expect(JSON.stringify(failures)).not.toContain(PASSWORD);
  });

  test("an account without a password: 'Password authentication not permitted'", async () => {
    const db = await getDb();
    const googleOnly = await createUser(db, { googleSubject: `google-${Date.now()}` });
    const result = await logIn({ email: googleOnly.email, password: PASSWORD }, { ip: uniqueIp() });
    expect(result.body.data?.passwordLogIn).toEqual({ payload: null, error: "Password authentication not permitted" });
    expect(logInErrorText("Password authentication not permitted", INFO)).toBe(
      "Unable to log in using a password. Try using Google to log in.",
    );
  });

  test("a deactivated account: 'Account has been deactivated', only with the right password", async () => {
    const db = await getDb();
    const user = await createUser(db, { password: PASSWORD, deactivatedAt: new Date() });
    const ip = uniqueIp();
    const right = await logIn({ email: user.email, password: PASSWORD }, { ip });
    expect(right.body.data?.passwordLogIn).toEqual({ payload: null, error: "Account has been deactivated" });
    expect(sessionCookieFrom(right.setCookies)).toBeUndefined();
    const wrong = await logIn({ email: user.email, password: "Wrong-Password-22" }, { ip });
    expect(wrong.body.data?.passwordLogIn.error).toBe("Email or password is incorrect");
    expect(logInErrorText("Account has been deactivated", INFO)).toBe("This account has been deactivated.");
  });

  test("provider staff are sent to the identity provider, even with the right password", async () => {
    const db = await getDb();
    const staff = await createStaffUser(db, { password: PASSWORD });
    const ip = uniqueIp();
    const result = await logIn({ email: staff.email, password: PASSWORD }, { ip });
    expect(result.body.data?.passwordLogIn).toEqual({ payload: null, error: "Okta authentication required" });
    expect(sessionCookieFrom(result.setCookies)).toBeUndefined();
    expect(logInErrorText(result.body.data?.passwordLogIn.error, INFO)).toBe("Mariner employees must sign in using Okta.");
    expect((await failuresFor(null, ip)).map((row) => row.metadata)).toEqual([
      { method: "password", step: "password", reason: "staff-email" },
    ]);
  });

  test("anything else reads 'An unknown error occurred. Contact info@{host} for help.'", () => {
    expect(logInErrorText("Something unexpected", INFO)).toBe(`An unknown error occurred. Contact ${INFO} for help.`);
    expect(logInErrorText(undefined, INFO)).toBe(`An unknown error occurred. Contact ${INFO} for help.`);
    expect(logInErrorText("Google authentication not permitted", INFO)).toBe(
      "Unable to log in using Google. Try using a password to log in.",
    );
  });

  test("no password and no code is refused", async () => {
    const db = await getDb();
    const user = await createUser(db, { password: PASSWORD });
    const result = await logIn({ email: user.email }, { ip: uniqueIp() });
    expect(result.body.data?.passwordLogIn).toEqual({ payload: null, error: "Email or password is incorrect" });
  });
});
