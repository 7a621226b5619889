import { safeReturnPath } from "@/lib/auth/safe-return-path";

describe("return path after sign-in", () => {
  test.each([
    ["/accounts", "/accounts"],
    ["/goals/12?tab=edit", "/goals/12?tab=edit"],
    ["/", "/health"],
    [null, "/health"],
    ["", "/health"],
    ["https://evil.example/phish", "/health"],
    ["//evil.example", "/health"],
    ["/\\evil.example", "/health"],
    ["javascript:alert(1)", "/health"],
    ["/%0d%0aSet-Cookie:x", "/%0d%0aSet-Cookie:x"],
  ])("%p goes to %p", (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });
});
