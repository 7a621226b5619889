import { lastFour, maskSsn } from "@/lib/crypto/mask-ssn";

test("lastFour keeps only the last four digits", () => {
  expect(lastFour("123-45-6789")).toBe("6789");
  expect(lastFour("123456789")).toBe("6789");
  expect(lastFour("6789")).toBe("6789");
});

test("lastFour refuses input with fewer than four digits", () => {
  expect(() => lastFour("12-3")).toThrow();
  expect(() => lastFour("")).toThrow();
});

test("maskSsn shows nothing but the last four digits", () => {
  const masked = maskSsn("123-45-6789");
  expect(masked).toBe("***-**-6789");
  expect(masked).not.toMatch(/[1-5]/);
  expect(maskSsn("6789")).toBe("***-**-6789");
});
