import { getDb } from "@/lib/db";
import { issueAuthToken } from "@/lib/auth/auth-tokens/issue-auth-token";
import { outboxMessages } from "../../helpers/outbox";
import { createStaffUser, createUser } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

const SEND = "mutation { sendVerificationEmail { didSend error } }";
const VERIFY = "mutation($token: String!) { verifyEmail(token: $token) { didVerify wasAlreadyVerified error } }";

type VerifyResult = { verifyEmail: { didVerify: boolean; wasAlreadyVerified: boolean; error: string | null } };
type SendResult = { sendVerificationEmail: { didSend: boolean; error: string | null } };

const INVALID = { verifyEmail: { didVerify: false, wasAlreadyVerified: false, error: "Token is invalid or has expired" } };
const ALREADY_VERIFIED = { verifyEmail: { didVerify: true, wasAlreadyVerified: true, error: null } };

function tokenFromLink(text: string): string {
  const link = new URL(text.match(/https?:\/\/\S+/)![0]);
  return link.searchParams.get("token")!;
}

async function isVerified(userId: string): Promise<boolean> {
  const db = await getDb();
  return (await db.user.findUniqueOrThrow({ where: { id: userId } })).isEmailVerified;
}

describe("sendVerificationEmail", () => {
  test("sends the signed-in user a link whose token verifies their email, once", async () => {
    const db = await getDb();
    const user = await createUser(db);
    const { cookie } = await sessionCookieFor(user.id);

    const sent = await executeGraphQL<SendResult>({ query: SEND, cookie });
    expect(sent.body.data).toEqual({ sendVerificationEmail: { didSend: true, error: null } });
    const [message] = await outboxMessages({ to: user.email });
    const token = tokenFromLink(message!.text);

    // No session needed: the link may be opened in another browser.
    const verified = await executeGraphQL<VerifyResult>({ query: VERIFY, variables: { token } });
    expect(verified.body.data).toEqual({ verifyEmail: { didVerify: true, wasAlreadyVerified: false, error: null } });
    expect(await isVerified(user.id)).toBe(true);
    const audit = await db.auditLog.findFirst({ where: { actorUserId: user.id, action: "account.email-verified" } });
    expect(audit).not.toBeNull();

    // Opened again: the address is verified, so the link says so instead of failing.
    const again = await executeGraphQL<VerifyResult>({ query: VERIFY, variables: { token } });
    expect(again.body.data).toEqual(ALREADY_VERIFIED);
    expect(await db.auditLog.count({ where: { actorUserId: user.id, action: "account.email-verified" } })).toBe(1);
  });

  test("has a cooldown, then refuses once the user is verified", async () => {
    const db = await getDb();
    const user = await createUser(db);
    const { cookie } = await sessionCookieFor(user.id);
    expect((await executeGraphQL<SendResult>({ query: SEND, cookie })).body.data!.sendVerificationEmail.didSend).toBe(true);
    expect((await executeGraphQL<SendResult>({ query: SEND, cookie })).body.data).toEqual({
      sendVerificationEmail: { didSend: false, error: "Too many attempts. Please try again later" },
    });
    expect(await outboxMessages({ to: user.email })).toHaveLength(1);

    const verified = await createUser(db, { isEmailVerified: true, emailVerifiedAt: new Date() });
    const verifiedSession = await sessionCookieFor(verified.id);
    expect((await executeGraphQL<SendResult>({ query: SEND, cookie: verifiedSession.cookie })).body.data).toEqual({
      sendVerificationEmail: { didSend: false, error: "Your email is already verified." },
    });
  });

  test("needs a signed-in user, and not a coach acting as the customer", async () => {
    const signedOut = await executeGraphQL({ query: SEND });
    expect(signedOut.body.errors?.[0]?.message).toBe("Please sign in and try again.");

    const db = await getDb();
    const staff = await createStaffUser(db);
    const customer = await createUser(db);
    const { cookie } = await sessionCookieFor(staff.id, { coachedUserId: customer.id });
    const coaching = await executeGraphQL({ query: SEND, cookie });
    expect(coaching.body.errors?.[0]?.message).toBe("You do not have permission to do that.");
    expect(await outboxMessages({ to: customer.email })).toHaveLength(0);
  });
});

describe("verifyEmail", () => {
  test("an older link, once a newer one verified the address, says it is verified already", async () => {
    const db = await getDb();
    const user = await createUser(db);
    const older = await issueAuthToken({ userId: user.id, purpose: "VERIFY_EMAIL", email: user.email });
    const newer = await issueAuthToken({ userId: user.id, purpose: "VERIFY_EMAIL", email: user.email });
    expect((await executeGraphQL<VerifyResult>({ query: VERIFY, variables: { token: newer.token } })).body.data).toMatchObject({
      verifyEmail: { didVerify: true, wasAlreadyVerified: false },
    });
    expect((await executeGraphQL<VerifyResult>({ query: VERIFY, variables: { token: older.token } })).body.data).toEqual(
      ALREADY_VERIFIED,
    );
  });

  test("refuses an expired token", async () => {
    const db = await getDb();
    const user = await createUser(db);
    const { token } = await issueAuthToken({ userId: user.id, purpose: "VERIFY_EMAIL", email: user.email });
    await db.authToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await executeGraphQL<VerifyResult>({ query: VERIFY, variables: { token } })).body.data).toEqual(INVALID);
    expect(await isVerified(user.id)).toBe(false);
  });

  test("refuses a token of another purpose and leaves it usable for its own", async () => {
    const db = await getDb();
    const user = await createUser(db);
    const { token } = await issueAuthToken({ userId: user.id, purpose: "RESET_PASSWORD", email: user.email });
    expect((await executeGraphQL<VerifyResult>({ query: VERIFY, variables: { token } })).body.data).toEqual(INVALID);
    expect(await isVerified(user.id)).toBe(false);
    const row = await db.authToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.usedAt).toBeNull();
  });

  test("refuses an unknown token, an older link after a newer one, and a link to an address the account no longer has", async () => {
    const db = await getDb();
    const user = await createUser(db);
    expect((await executeGraphQL<VerifyResult>({ query: VERIFY, variables: { token: "made-up" } })).body.data).toEqual(INVALID);
    expect((await executeGraphQL<VerifyResult>({ query: VERIFY, variables: { token: "" } })).body.data).toEqual(INVALID);

    const older = await issueAuthToken({ userId: user.id, purpose: "VERIFY_EMAIL", email: user.email });
    const newer = await issueAuthToken({ userId: user.id, purpose: "VERIFY_EMAIL", email: user.email });
    expect((await executeGraphQL<VerifyResult>({ query: VERIFY, variables: { token: older.token } })).body.data).toEqual(INVALID);

    await db.user.update({ where: { id: user.id }, data: { email: `changed-${user.email}` } });
    expect((await executeGraphQL<VerifyResult>({ query: VERIFY, variables: { token: newer.token } })).body.data).toEqual(INVALID);
    expect(await isVerified(user.id)).toBe(false);
  });

  test("token guesses are rate-limited per address", async () => {
    const headers = { "x-forwarded-for": "192.0.2.99" };
    const errors: Array<string | null> = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const result = await executeGraphQL<VerifyResult>({ query: VERIFY, variables: { token: `guess-${attempt}` }, headers });
      errors.push(result.body.data!.verifyEmail.error);
    }
    expect(errors[0]).toBe("Token is invalid or has expired");
    expect(errors.at(-1)).toBe("Too many attempts. Please try again later");
  });
});
