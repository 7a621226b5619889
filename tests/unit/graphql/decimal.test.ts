import { Prisma } from "@/lib/generated/prisma/client";
import { parseDecimal, serializeDecimal } from "@/lib/graphql/decimal";

describe("the Decimal scalar", () => {
  test("sends a stored amount as a JSON number with exactly its digits", () => {
    for (const stored of ["999999999999.99", "1234567890123.45", "0.07", "-42.10", "19.9999", "0"]) {
      const sent = JSON.stringify(serializeDecimal(new Prisma.Decimal(stored)));
      expect(new Prisma.Decimal(sent).equals(new Prisma.Decimal(stored))).toBe(true);
      expect(sent).toBe(new Prisma.Decimal(stored).toFixed().replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, ""));
    }
  });

  test("refuses to send a value it could not send exactly", () => {
    expect(() => serializeDecimal(new Prisma.Decimal("1234567890123456.7"))).toThrow("cannot be sent exactly");
    expect(() => serializeDecimal(Number.NaN)).toThrow("cannot be sent exactly");
  });

  test("accepts a number or a decimal string, and nothing else", () => {
    expect(parseDecimal(19.99)).toBe(19.99);
    expect(parseDecimal("1234567890123.45")).toBe(1234567890123.45);
    expect(parseDecimal(" -5 ")).toBe(-5);
    for (const bad of ["$5", "1,000", "1e5", "", "abc", "12345678901234567", Number.POSITIVE_INFINITY, 1e21, true, null]) {
      expect(() => parseDecimal(bad)).toThrow("Decimal must be");
    }
  });
});
