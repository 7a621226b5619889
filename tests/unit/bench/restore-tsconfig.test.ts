import { restoredTsconfig } from "@/scripts/bench/restore-tsconfig.mjs";

const before = '{\n  "compilerOptions": { "strict": true },\n  "include": ["**/*.ts", ".next/types/**/*.ts"]\n}\n';
const rewritten = (include: string[]) =>
  `${JSON.stringify({ compilerOptions: { strict: true }, include }, null, 2)}\n`;

describe("restoredTsconfig", () => {
  test("brings back the text from before the build when Next only added the bench's entries", () => {
    const after = rewritten(["**/*.ts", ".next/types/**/*.ts", ".next-bench/types/**/*.ts", ".next-bench/dev/types/**/*.ts"]);
    expect(restoredTsconfig({ before, after, distDir: ".next-bench" })).toBe(before);
  });

  test("keeps someone else's concurrent edit and takes out only the bench's entries", () => {
    const after = rewritten(["**/*.ts", ".next/types/**/*.ts", ".next-bench/types/**/*.ts", ".next-lead/types/**/*.ts"]);
    expect(restoredTsconfig({ before, after, distDir: ".next-bench" })).toBe(
      rewritten(["**/*.ts", ".next/types/**/*.ts", ".next-lead/types/**/*.ts"]),
    );
  });

  test("leaves the file alone when the build added nothing of its own", () => {
    expect(restoredTsconfig({ before, after: before, distDir: ".next-bench" })).toBeNull();
    const after = rewritten(["**/*.ts", ".next/types/**/*.ts", ".next-lead/types/**/*.ts"]);
    expect(restoredTsconfig({ before, after, distDir: ".next-bench" })).toBeNull();
    expect(restoredTsconfig({ before: null, after, distDir: ".next-bench" })).toBeNull();
  });

  test("never removes entries that were there before", () => {
    const after = rewritten(["**/*.ts", ".next/types/**/*.ts", ".next/dev/types/**/*.ts"]);
    expect(restoredTsconfig({ before, after, distDir: ".next" })).toBe(before);
  });
});
