import { sharedScripts } from "@/scripts/bench/shared-scripts.mjs";

const script = (url: string, gzipBytes: number) => ({ url, rawBytes: gzipBytes * 3, gzipBytes });
const route = (status: number, scripts: ReturnType<typeof script>[]) => ({ status, javascript: { scripts } });

test("sharedScripts sums the scripts every answering route loads", () => {
  const shared = sharedScripts([
    route(200, [script("/a.js", 100), script("/b.js", 50), script("/home.js", 7)]),
    route(200, [script("/b.js", 50), script("/a.js", 100), script("/pricing.js", 9)]),
    route(404, []),
  ]);
  expect(shared.scripts.map((item) => item.url)).toEqual(["/a.js", "/b.js"]);
  expect(shared.gzipBytes).toBe(150);
  expect(sharedScripts([])).toEqual({ gzipBytes: 0, scripts: [] });
});
