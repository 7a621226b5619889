import { DEFAULT_LIGHTHOUSE_PAGES, parseBenchArgs } from "@/scripts/bench/parse-args.mjs";

describe("parseBenchArgs", () => {
  test("defaults: build, 3 runs, the four key pages", () => {
    expect(parseBenchArgs([])).toEqual({ build: true, runs: 3, pages: DEFAULT_LIGHTHOUSE_PAGES, help: false });
    expect(DEFAULT_LIGHTHOUSE_PAGES).toEqual(["/", "/pricing", "/partners/kipp", "/jobs/financial-coach"]);
  });

  test("reads --no-build, --runs and --pages", () => {
    expect(parseBenchArgs(["--no-build", "--runs", "5", "--pages", "/a, /b/c"])).toEqual({
      build: false,
      runs: 5,
      pages: ["/a", "/b/c"],
      help: false,
    });
    expect(parseBenchArgs(["--runs=0"]).runs).toBe(0);
  });

  test("refuses a bad run count, paths without a slash and unknown flags", () => {
    expect(() => parseBenchArgs(["--runs", "two"])).toThrow("--runs wants a whole number");
    expect(() => parseBenchArgs(["--pages", "pricing"])).toThrow('starting with "/"');
    expect(() => parseBenchArgs(["--pages", ","])).toThrow("at least one path");
    expect(() => parseBenchArgs(["--fast"])).toThrow();
  });
});
