import { classifyAssetType, isAssetAccountType, loanKindOf, normalizeAccountType } from "@/lib/accounts/account-types";

describe("asset type mapping (spec 001 §3)", () => {
  it.each([
    ["checking", { liquid: true, assetType: "CHECKING" }],
    ["money market", { liquid: true, assetType: "CHECKING" }],
    ["savings", { liquid: true, assetType: "SAVING" }],
    ["ira", { liquid: false, assetType: "OTHER" }],
    ["401k", { liquid: false, assetType: "OTHER" }],
    ["403b", { liquid: false, assetType: "OTHER" }],
    ["529 esa", { liquid: false, assetType: "OTHER" }],
    ["brokerage", { liquid: false, assetType: "OTHER" }],
    ["home", { liquid: false, assetType: "OTHER" }],
    ["vehicle", { liquid: false, assetType: "OTHER" }],
  ] as const)("%s -> %p", (accountType, expected) => {
    expect(classifyAssetType(accountType)).toEqual(expected);
  });

  it("compares typed types without regard to case, spacing, underscores or hyphens", () => {
    expect(normalizeAccountType("  Money_Market ")).toBe("money market");
    expect(normalizeAccountType("529-ESA")).toBe("529 esa");
    expect(isAssetAccountType(normalizeAccountType("IRA"))).toBe(true);
    expect(isAssetAccountType("yacht")).toBe(false);
  });
});

describe("loan kinds (spec 001 §2, §3)", () => {
  it.each([
    ["student", "STUDENT"],
    ["Car", "CAR"],
    ["MORTGAGE", "MORTGAGE"],
    ["personal loan", "OTHER"],
    ["other", "OTHER"],
    ["boat", null],
    ["", null],
  ])("%p -> %p", (typed, kind) => {
    expect(loanKindOf(typed)).toBe(kind);
  });
});
