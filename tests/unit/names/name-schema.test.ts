import { nameSchema, normalizeName, PERSON_NAME_MAX_LENGTH } from "@/lib/names/name-schema";

const DECOMPOSED = "Jose\u0301"; // e + combining acute accent
const COMPOSED = "José";

describe("normalizeName", () => {
  test("composes (NFC), trims and makes every run of whitespace and control characters one space", () => {
    expect(DECOMPOSED).not.toBe(COMPOSED);
    expect(normalizeName(DECOMPOSED)).toBe(COMPOSED);
    expect(normalizeName("  Ana\u00a0 Maria\tde\u2028la\u0000Cruz ")).toBe("Ana Maria de la Cruz");
  });
});

describe("nameSchema", () => {
  const schema = nameSchema({ max: PERSON_NAME_MAX_LENGTH, missing: "Missing first name", tooLong: "Too long" });

  test("answers the composed, trimmed name", () => {
    expect(schema.parse(` ${DECOMPOSED} `)).toBe(COMPOSED);
  });

  test("counts the cap after composing: 100 decomposed é are 200 code units but 100 characters", () => {
    expect(schema.parse("e\u0301".repeat(PERSON_NAME_MAX_LENGTH))).toBe("é".repeat(PERSON_NAME_MAX_LENGTH));
  });

  test("refuses an over-long name, a blank one and a non-string with the messages given", () => {
    expect(schema.safeParse("a".repeat(PERSON_NAME_MAX_LENGTH + 1)).error?.issues[0]?.message).toBe("Too long");
    expect(schema.safeParse("x".repeat(1_000_000)).error?.issues[0]?.message).toBe("Too long");
    expect(schema.safeParse(" \u0000 ").error?.issues[0]?.message).toBe("Missing first name");
    expect(schema.safeParse(42).error?.issues[0]?.message).toBe("Missing first name");
  });

  test("without a missing message, a blank name is the empty string", () => {
    expect(nameSchema({ max: 10, tooLong: "Too long" }).parse("   ")).toBe("");
  });
});
