// What never reaches a log line: secrets (passwords, tokens, one-time codes, captcha answers, session cookies,
// idempotency keys) and the PII that identifies a person outside the app (SSN, email, phone, birth date). Keys are
// compared without case or separators, so `newPassword`, `new_password` and `New-Password` are one key.
const SENSITIVE_KEYS = new Set([
  "password",
  "newpassword",
  "currentpassword",
  "oldpassword",
  "confirmpassword",
  "token",
  "accesstoken",
  "refreshtoken",
  "idtoken",
  "publictoken",
  "linktoken",
  "credential",
  "code",
  "otp",
  "recoverycode",
  "ssn",
  "socialsecuritynumber",
  "socialsecurity",
  "taxid",
  "captchatoken",
  "authorization",
  "proxyauthorization",
  "cookie",
  "setcookie",
  "idempotencykey",
  "secret",
  "clientsecret",
  "apikey",
  "email",
  "workemail",
  "recoveryemail",
  "phone",
  "phonenumber",
  "dateofbirth",
  "birthdate",
  "birthday",
  "accountnumber",
  "routingnumber",
  "variables",
]);

export const REDACTED = "[Redacted]";

const normalise = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, "");

export function isSensitiveKey(key: string): boolean {
  const normalised = normalise(key);
  return (
    SENSITIVE_KEYS.has(normalised) ||
    normalised.endsWith("password") ||
    normalised.endsWith("token") ||
    normalised.endsWith("secret")
  );
}

/** pino's own redact paths for the shapes logged most (a request's headers); `redactSecrets` covers any depth. */
export const REDACT_PATHS = [
  "headers.authorization",
  "headers.cookie",
  'headers["set-cookie"]',
  'headers["idempotency-key"]',
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["idempotency-key"]',
  "variables",
  "*.variables",
  "*.password",
  "*.token",
  "*.ssn",
];

// graphql-js puts the rejected value in the message of a variable's coercion error ('Variable "$password" got
// invalid value ["hunter2"]; String cannot represent a non string value: ["hunter2"]'): only the name stays.
const VARIABLE_VALUE = /(Variable "\$[^"]+" got invalid value)[\s\S]*/g;

export function scrubMessage(message: string): string {
  return message.replace(VARIABLE_VALUE, `$1 ${REDACTED}`);
}

function stackFrames(stack: string): string {
  return stack
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");
}

const MAX_DEPTH = 8;

/** A copy of `value` with every sensitive key's value replaced, at any depth; errors become plain objects. */
export function redactSecrets(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === "string") return scrubMessage(value);
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_DEPTH) return "[Truncated]";
  if (seen.has(value)) return "[Circular]";
  seen.add(value);
  if (value instanceof Error) {
    const error = value as Error & { code?: unknown; extensions?: unknown; cause?: unknown };
    return {
      type: error.name || error.constructor?.name,
      message: scrubMessage(error.message),
      ...(error.code !== undefined ? { code: redactSecrets(error.code, depth + 1, seen) } : {}),
      ...(error.extensions !== undefined ? { extensions: redactSecrets(error.extensions, depth + 1, seen) } : {}),
      // Only the frames: the first lines of a stack repeat the message as it was when thrown, before any wrapping
      // error reworded it (graphql-js's scalar errors repeat the rejected value there).
      ...(error.stack ? { stack: stackFrames(error.stack) } : {}),
      ...(error.cause !== undefined ? { cause: redactSecrets(error.cause, depth + 1, seen) } : {}),
    };
  }
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1, seen));
  if (value instanceof Headers) return redactSecrets(Object.fromEntries(value.entries()), depth, seen);
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = isSensitiveKey(key) ? REDACTED : redactSecrets(item, depth + 1, seen);
  }
  return copy;
}
