import { getDb } from "@/lib/db";
import { backoffSeconds, MAX_FAILURES_PER_HOUR } from "@/lib/auth/log-in/sign-in-throttle";
import { consumeRateLimit } from "@/lib/rate-limit/consume-rate-limit";
import { createUser } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFrom } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { cookieFrom, latestCode, logIn, PASSWORD, uniqueIp, uniquePhone, wrongCode } from "./log-in-helpers";

useTestDatabase();

const TOO_MANY = "Too many attempts. Please try again later";

/** One request with a passwordLogIn field per attempt, each under its own alias. */
function aliasedLogIns(attempts: Array<{ email: string; password?: string; code?: string }>): string {
  const fields = attempts.map((attempt, index) => {
    const args = [`email: ${JSON.stringify(attempt.email)}`];
    if (attempt.password !== undefined) args.push(`password: ${JSON.stringify(attempt.password)}`);
    if (attempt.code !== undefined) args.push(`code: ${JSON.stringify(attempt.code)}`);
    return `a${index}: passwordLogIn(${args.join(", ")}) { error }`;
  });
  return `mutation { ${fields.join(" ")} }`;
}

type AliasedAnswers = Record<string, { error: string | null }>;

function errorsOf(data: AliasedAnswers | null | undefined): Array<string | null> {
  return Object.keys(data ?? {})
    .sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)))
    .map((key) => data![key]!.error);
}

async function failureReasons(userId: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db.auditLog.findMany({
    where: { subjectUserId: userId, action: "session.sign-in-failed" },
    orderBy: { createdAt: "asc" },
  });
  return rows.map((row) => (row.metadata as { reason: string }).reason);
}

/** Moves a user's failures back in time, as if the attacker had waited. */
async function ageFailures(userId: string, seconds: number) {
  const db = await getDb();
  await db.$executeRaw`UPDATE "AuditLog" SET "createdAt" = "createdAt" - make_interval(secs => ${seconds})
    WHERE "subjectUserId" = ${userId} AND "action" = 'session.sign-in-failed'`;
}

describe("password brute force", () => {
  test("20 aliased passwordLogIn fields in one request are refused before any password is checked", async () => {
    const db = await getDb();
    const user = await createUser(db, { password: PASSWORD });
    const guesses = Array.from({ length: 19 }, (_, i) => ({ email: user.email, password: `Guess-${i}-Password` }));
    const result = await executeGraphQL<AliasedAnswers>({
      query: aliasedLogIns([...guesses, { email: user.email, password: PASSWORD }]),
      headers: { "x-forwarded-for": uniqueIp() },
    });
    expect(result.body.data ?? null).toBeNull();
    expect(result.body.errors?.[0]?.message).toMatch(/aliases/i);
    expect(sessionCookieFrom(result.setCookies)).toBeUndefined();
    expect(await failureReasons(user.id)).toEqual([]);
  });

  test("aliases are counted one by one: 20 attempts over two requests, stopped after five failures", async () => {
    const db = await getDb();
    const user = await createUser(db, { password: PASSWORD });
    const ip = uniqueIp();
    const guesses = Array.from({ length: 10 }, (_, i) => ({ email: user.email, password: `Guess-${i}-Password` }));

    const first = await executeGraphQL<AliasedAnswers>({ query: aliasedLogIns(guesses), headers: { "x-forwarded-for": ip } });
    expect(errorsOf(first.body.data)).toEqual([
      ...Array(5).fill("Email or password is incorrect"),
      ...Array(5).fill(TOO_MANY),
    ]);
    // The delay after the fifth failure is one second, and a busy machine can take longer than that to answer the
    // rest of the first request and the second one: dated a minute ahead, the failures keep the account inside its
    // delay for the whole second request, whatever the machine's speed.
    await db.auditLog.updateMany({
      where: { subjectUserId: user.id, action: "session.sign-in-failed" },
      data: { createdAt: new Date(Date.now() + 60_000) },
    });
    // The right password, last in the second batch, is refused as well: the account is in its growing delay.
    const second = await executeGraphQL<AliasedAnswers>({
      query: aliasedLogIns([...guesses.slice(0, 9), { email: user.email, password: PASSWORD }]),
      headers: { "x-forwarded-for": ip },
    });
    expect(errorsOf(second.body.data)).toEqual(Array(10).fill(TOO_MANY));
    expect(sessionCookieFrom(second.setCookies)).toBeUndefined();

    const reasons = await failureReasons(user.id);
    expect(reasons).toHaveLength(20);
    expect(reasons.filter((reason) => reason === "wrong-password")).toHaveLength(5);
    expect(reasons.filter((reason) => reason === "rate-limited")).toHaveLength(15);
  });

  test("the delay grows with each failure and lifts once it has passed", async () => {
    expect([4, 5, 6, 7, 10, 14, 15, 40].map(backoffSeconds)).toEqual([0, 1, 2, 4, 32, 512, 900, 900]);

    const db = await getDb();
    const user = await createUser(db, { password: PASSWORD });
    const ip = uniqueIp();
    for (let i = 0; i < 6; i += 1) {
      await logIn({ email: user.email, password: `Guess-${i}-Password` }, { ip });
    }
    // Six failures: the next attempt must wait 2 s after the last one.
    const blocked = await logIn({ email: user.email, password: PASSWORD }, { ip });
    expect(blocked.body.data?.passwordLogIn.error).toBe(TOO_MANY);
    await ageFailures(user.id, 3);
    const allowed = await logIn({ email: user.email, password: PASSWORD }, { ip });
    expect(allowed.body.data?.passwordLogIn.error).toBeNull();
    expect(sessionCookieFrom(allowed.setCookies)).toBeDefined();
  });

  test("once the delay has passed the owner's right password gets in, and keeps getting in: the delay is no lock", async () => {
    const db = await getDb();
    const user = await createUser(db, { password: PASSWORD });
    const ip = uniqueIp();
    for (let i = 0; i < 5; i += 1) {
      await logIn({ email: user.email, password: `Guess-${i}-Password` }, { ip });
    }
    // Attempts during the delay are refused without a check and do not lengthen it.
    for (let i = 0; i < 3; i += 1) {
      const early = await logIn({ email: user.email, password: `Guess-early-${i}` }, { ip });
      expect(early.body.data?.passwordLogIn.error).toBe(TOO_MANY);
    }
    expect((await failureReasons(user.id)).filter((reason) => reason === "wrong-password")).toHaveLength(5);
    await ageFailures(user.id, 2);

    const first = await logIn({ email: user.email, password: PASSWORD }, { ip });
    expect(first.body.data?.passwordLogIn.error).toBeNull();
    // Signing in again (another browser) right away: the earlier success cleared the failures.
    const second = await logIn({ email: user.email, password: PASSWORD }, { ip: uniqueIp() });
    expect(second.body.data?.passwordLogIn.error).toBeNull();
    expect(sessionCookieFrom(second.setCookies)).toBeDefined();
  });

  test("an attacker's check after the delay costs them a longer wait, not the owner an hour", async () => {
    const db = await getDb();
    const user = await createUser(db, { password: PASSWORD });
    const attacker = uniqueIp();
    for (let i = 0; i < 5; i += 1) {
      await logIn({ email: user.email, password: `Guess-${i}-Password` }, { ip: attacker });
    }
    await ageFailures(user.id, 2);
    const guess = await logIn({ email: user.email, password: "Guess-after-wait" }, { ip: attacker });
    expect(guess.body.data?.passwordLogIn.error).toBe("Email or password is incorrect");
    // Six failures: a 2-second wait after the attacker's guess, then the owner gets in.
    const owner = uniqueIp();
    expect((await logIn({ email: user.email, password: PASSWORD }, { ip: owner })).body.data?.passwordLogIn.error).toBe(
      TOO_MANY,
    );
    await ageFailures(user.id, 3);
    const allowed = await logIn({ email: user.email, password: PASSWORD }, { ip: owner });
    expect(allowed.body.data?.passwordLogIn.error).toBeNull();
  });

  test(`${MAX_FAILURES_PER_HOUR} failures in an hour refuse even a long-delayed right password; they age out after the hour`, async () => {
    const db = await getDb();
    const user = await createUser(db, { password: PASSWORD });
    const ip = uniqueIp();
    const longAgo = Date.now() - 40 * 60 * 1000;
    await db.auditLog.createMany({
      data: Array.from({ length: MAX_FAILURES_PER_HOUR }, (_, i) => ({
        subjectUserId: user.id,
        action: "session.sign-in-failed",
        operation: "passwordLogIn",
        metadata: { method: "password", step: "password", reason: "wrong-password" },
        createdAt: new Date(longAgo - i * 1000),
      })),
    });
    const refused = await logIn({ email: user.email, password: PASSWORD }, { ip });
    expect(refused.body.data?.passwordLogIn.error).toBe(TOO_MANY);

    await ageFailures(user.id, 25 * 60);
    const allowed = await logIn({ email: user.email, password: PASSWORD }, { ip });
    expect(allowed.body.data?.passwordLogIn.error).toBeNull();
  });

  test("one address gets 100 password attempts per 15 minutes, across every email", async () => {
    const db = await getDb();
    const user = await createUser(db, { password: PASSWORD });
    const ip = uniqueIp();
    for (let i = 0; i < 100; i += 1) {
      await consumeRateLimit({ key: `sign-in:password:ip:${ip}`, limit: 100, windowSeconds: 15 * 60 });
    }
    const refused = await logIn({ email: user.email, password: PASSWORD }, { ip });
    expect(refused.body.data?.passwordLogIn.error).toBe(TOO_MANY);
    const elsewhere = await logIn({ email: user.email, password: PASSWORD }, { ip: uniqueIp() });
    expect(elsewhere.body.data?.passwordLogIn.error).toBeNull();
  });
});

describe("code brute force", () => {
  test("aliased code guesses are counted one by one: the code dies and the right code is refused", async () => {
    const db = await getDb();
    const phoneNumber = uniquePhone();
    const user = await createUser(db, { password: PASSWORD, phoneNumber, is2faEnabled: true });
    const ip = uniqueIp();
    const step = await logIn({ email: user.email, password: PASSWORD }, { ip });
    const pending = cookieFrom(step.setCookies, "mariner.pending-log-in");
    const { code } = await latestCode(phoneNumber);

    const guesses = Array.from({ length: 14 }, (_, i) => ({
      email: user.email,
      code: String((Number(wrongCode(code)) + i * 7919) % 1_000_000).padStart(6, "0"),
    })).filter((guess) => guess.code !== code);
    const result = await executeGraphQL<AliasedAnswers>({
      query: aliasedLogIns([...guesses.slice(0, 14), { email: user.email, code }]),
      cookie: pending,
      headers: { "x-forwarded-for": ip },
    });
    const errors = errorsOf(result.body.data);
    expect(errors.slice(0, 5)).toEqual(Array(5).fill("Invalid code entered"));
    expect(errors.slice(5)).toEqual(Array(errors.length - 5).fill(TOO_MANY));
    expect(sessionCookieFrom(result.setCookies)).toBeUndefined();

    const stored = await db.oneTimeCode.findFirstOrThrow({ where: { userId: user.id }, orderBy: { createdAt: "desc" } });
    expect(stored.attempts).toBe(5);
    // Even after waiting out the delay, the dead code stays dead.
    await ageFailures(user.id, 3);
    const later = await logIn({ email: user.email, code }, { ip, cookie: pending });
    expect(later.body.data?.passwordLogIn.error).toBe("Invalid code entered");
  });

  test("one address gets 50 code checks per 15 minutes", async () => {
    const db = await getDb();
    const phoneNumber = uniquePhone();
    const user = await createUser(db, { password: PASSWORD, phoneNumber, is2faEnabled: true });
    const ip = uniqueIp();
    const step = await logIn({ email: user.email, password: PASSWORD }, { ip });
    const pending = cookieFrom(step.setCookies, "mariner.pending-log-in");
    const { code } = await latestCode(phoneNumber);
    for (let i = 0; i < 50; i += 1) {
      await consumeRateLimit({ key: `sign-in:code:ip:${ip}`, limit: 50, windowSeconds: 15 * 60 });
    }
    const refused = await logIn({ email: user.email, code }, { ip, cookie: pending });
    expect(refused.body.data?.passwordLogIn.error).toBe(TOO_MANY);
  });
});
