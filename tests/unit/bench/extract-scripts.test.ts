import { extractScripts, isExecutableType, parseAttributes } from "@/scripts/bench/extract-scripts.mjs";

// Shaped like Next 16's output (React writes `noModule=""` and `async=""`).
const html =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/preloaded.js"/>' +
  '<script src="/_next/static/chunks/main.js" async=""></script>' +
  "<script src='/_next/static/chunks/single.js' crossorigin='anonymous' defer></script>" +
  '<SCRIPT SRC="/_next/static/chunks/polyfills.js" noModule=""></SCRIPT>' +
  '<script type="module" src="https://cdn.example.com/widget.js?a=1&amp;b=2" crossOrigin></script>' +
  "</head><body><h1>Hello</h1>" +
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({});</script>' +
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>" +
  '<script type="application/ld+json">{"@type":"Organization","name":"Mariner"}</script>' +
  "<script>\nself.__next_f.push([1,\"<b>\"])\n</script >" +
  "</body></html>";

describe("extractScripts", () => {
  const { external, inline } = extractScripts(html);

  test("finds every external script in document order, whatever the quoting and case", () => {
    expect(external.map((script) => script.src)).toEqual([
      "/_next/static/chunks/main.js",
      "/_next/static/chunks/single.js",
      "/_next/static/chunks/polyfills.js",
      "https://cdn.example.com/widget.js?a=1&b=2",
    ]);
  });

  test("ignores preload links, which are not script elements", () => {
    expect(external.some((script) => script.src.includes("preloaded"))).toBe(false);
  });

  test("reads async, defer, nomodule and crossorigin", () => {
    expect(external[0]).toEqual({
      src: "/_next/static/chunks/main.js",
      type: "",
      async: true,
      defer: false,
      noModule: false,
      crossOrigin: null,
    });
    expect(external[1]).toMatchObject({ async: false, defer: true, crossOrigin: "anonymous" });
    expect(external[2]).toMatchObject({ noModule: true, async: false });
    expect(external[3]).toMatchObject({ type: "module", crossOrigin: "" });
  });

  test("keeps inline scripts' text and tells code from data blocks", () => {
    expect(inline).toHaveLength(4);
    expect(inline[0]).toMatchObject({ id: "_R_", executable: true });
    expect(inline[1]?.content).toBe("(self.__next_f=self.__next_f||[]).push([0])");
    expect(inline[2]).toMatchObject({ type: "application/ld+json", executable: false });
    expect(inline[3]?.content).toBe('\nself.__next_f.push([1,"<b>"])\n');
  });

  test("finds nothing in a page without scripts", () => {
    expect(extractScripts("<html><body><p>No scripts</p></body></html>")).toEqual({ external: [], inline: [] });
  });
});

describe("parseAttributes", () => {
  test("lowercases names and gives boolean attributes an empty value", () => {
    expect(parseAttributes(' src="/a.js" noModule async=""')).toEqual({ src: "/a.js", nomodule: "", async: "" });
  });

  test("reads unquoted values", () => {
    expect(parseAttributes(" src=/a.js type=module")).toEqual({ src: "/a.js", type: "module" });
  });
});

describe("isExecutableType", () => {
  test.each([
    [undefined, true],
    ["", true],
    ["text/javascript", true],
    ["module", true],
    ["application/ld+json", false],
    ["application/json", false],
  ])("%p is run by the browser: %p", (type, expected) => {
    expect(isExecutableType(type)).toBe(expected);
  });
});
