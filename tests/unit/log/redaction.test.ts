import { logger, captureLogsForTests } from "@/lib/log/logger";
import { runWithLogContext, setLogContext } from "@/lib/log/log-context";

const SECRETS = {
  password: "Hunter2-password!",
  newPassword: "New-Secret-99!",
  currentPassword: "Current-Secret-77!",
  token: "tok_live_0123456789",
  code: "482913",
  ssn: "123-45-6789",
  captchaToken: "captcha-answer-xyz",
  authorization: "Bearer eyJhbGciOi.secret.jwt",
  cookie: "next-auth.session-token=sessionsecretvalue",
  idempotencyKey: "idem-key-5f1c2b",
  email: "person@example.com",
};

function capture(run: () => void): string {
  const lines: string[] = [];
  const restore = captureLogsForTests((line) => lines.push(line));
  try {
    run();
  } finally {
    restore();
  }
  return lines.join("");
}

test("secret and personal values never reach a log line, at any depth, in any spelling", () => {
  const output = capture(() => {
    logger.info(
      {
        user: { profile: { ...SECRETS } },
        request: {
          headers: {
            authorization: SECRETS.authorization,
            cookie: SECRETS.cookie,
            "idempotency-key": SECRETS.idempotencyKey,
          },
        },
        variables: { input: { password: SECRETS.password, note: "anything" } },
        list: [{ new_password: SECRETS.newPassword }, { "Current-Password": SECRETS.currentPassword }],
        deep: { a: { b: { c: { d: { captchaToken: SECRETS.captchaToken, SSN: SECRETS.ssn } } } } },
        headers: new Headers({ cookie: SECRETS.cookie, authorization: SECRETS.authorization }),
      },
      "something happened",
    );
    logger.error({ err: new Error(`Variable "$password" got invalid value ["${SECRETS.password}"]; bad`) }, "failed");
  });

  expect(output).toContain("something happened");
  expect(output).toContain("[Redacted]");
  for (const [key, value] of Object.entries(SECRETS)) {
    expect({ key, found: output.includes(value) }).toEqual({ key, found: false });
  }
  // Error messages keep what is useful (the variable's name), not the value.
  expect(output).toContain('Variable \\"$password\\" got invalid value [Redacted]');
});

test("each line carries the request id, user and operation bound to the request", () => {
  const output = capture(() => {
    runWithLogContext({ requestId: "req-12345678" }, () => {
      setLogContext({ userId: "user_1", operation: "passwordLogIn" });
      logger.warn("inside");
    });
  });
  expect(JSON.parse(output)).toMatchObject({
    level: "warn",
    msg: "inside",
    requestId: "req-12345678",
    userId: "user_1",
    operation: "passwordLogIn",
  });
});

test("quiet under jest unless LOG_LEVEL asks otherwise", () => {
  expect(logger.level).toBe(process.env.LOG_LEVEL ?? "silent");
});
