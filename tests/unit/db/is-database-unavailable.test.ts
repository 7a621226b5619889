import { isDatabaseUnavailable } from "@/lib/db/is-database-unavailable";

test("connection failures, wherever Prisma or pg put them, are the database being unavailable", () => {
  const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
  expect(isDatabaseUnavailable(refused)).toBe(true);
  expect(isDatabaseUnavailable(Object.assign(new Error("Can't reach database server"), { code: "P1001" }))).toBe(true);
  expect(isDatabaseUnavailable(new Error("wrapped", { cause: refused }))).toBe(true);
  expect(isDatabaseUnavailable({ message: "masked", originalError: { code: "57P01" } })).toBe(true);
  expect(isDatabaseUnavailable({ meta: { driverAdapterError: { cause: { kind: "ConnectionClosed" } } } })).toBe(true);
  expect(isDatabaseUnavailable({ code: "08006" })).toBe(true);
  expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
});

test("a bad query, a constraint or a bug is not", () => {
  expect(isDatabaseUnavailable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
  expect(isDatabaseUnavailable(Object.assign(new Error("Unique constraint failed"), { code: "P2002" }))).toBe(false);
  expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined"))).toBe(false);
  expect(isDatabaseUnavailable(undefined)).toBe(false);
  const cyclic: { cause?: unknown } = {};
  cyclic.cause = cyclic;
  expect(isDatabaseUnavailable(cyclic)).toBe(false);
});
