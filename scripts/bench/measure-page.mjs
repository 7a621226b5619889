// A page's weight as a first visit sees it: the HTML, the external scripts it loads (first-load JavaScript) and the
// inline scripts (Next's RSC payload and bootstrap), each gzip-compressed here, whatever the server sends.
import { gzipSync } from "node:zlib";
import { extractScripts } from "./extract-scripts.mjs";

export function gzipBytes(buffer) {
  return gzipSync(buffer, { level: 9 }).length;
}

async function fetchBytes(url, headers = {}) {
  const response = await fetch(url, { headers, redirect: "manual" });
  const buffer = Buffer.from(await response.arrayBuffer());
  return { status: response.status, url: response.url, buffer };
}

/**
 * Measures one page of a running server (`headers`, e.g. a session cookie, go with the page request only; redirects
 * are not followed). `scriptCache` (URL -> sizes) is shared between pages so each script is
 * fetched once. Scripts marked `nomodule` are left out of the total (modern browsers skip them) and listed apart;
 * scripts from another origin are listed, not fetched.
 */
export async function measurePage({ baseUrl, path, scriptCache = new Map(), headers = {} }) {
  const page = await fetchBytes(new URL(path, baseUrl), headers);
  const html = page.buffer.toString("utf8");
  const { external, inline } = extractScripts(html);
  const origin = new URL(baseUrl).origin;

  const seen = new Set();
  const scripts = [];
  const noModule = [];
  const crossOrigin = [];
  for (const script of external) {
    const url = new URL(script.src, page.url).href;
    if (seen.has(url)) continue;
    seen.add(url);
    if (new URL(url).origin !== origin) crossOrigin.push(url);
    else if (script.noModule) noModule.push(url);
    else scripts.push(url);
  }

  const sizeOf = async (url) => {
    if (!scriptCache.has(url)) {
      scriptCache.set(
        url,
        fetchBytes(url).then(({ status, buffer }) => {
          if (status !== 200) throw new Error(`${url} answered HTTP ${status}`);
          return { rawBytes: buffer.length, gzipBytes: gzipBytes(buffer) };
        }),
      );
    }
    return { url: new URL(url).pathname, ...(await scriptCache.get(url)) };
  };
  const scriptSizes = await Promise.all(scripts.map(sizeOf));
  const noModuleSizes = await Promise.all(noModule.map(sizeOf));

  // Inline scripts travel inside the HTML, compressed with it: one gzip over their joined text estimates that.
  const inlineCode = inline.filter((script) => script.executable).map((script) => script.content);
  const inlineBuffer = Buffer.from(inlineCode.join("\n"), "utf8");

  return {
    path,
    status: page.status,
    html: { rawBytes: page.buffer.length, gzipBytes: gzipBytes(page.buffer) },
    javascript: {
      gzipBytes: sum(scriptSizes.map((script) => script.gzipBytes)),
      rawBytes: sum(scriptSizes.map((script) => script.rawBytes)),
      scripts: scriptSizes,
      noModule: noModuleSizes,
      crossOrigin,
    },
    inlineScripts: {
      count: inlineCode.length,
      rawBytes: inlineBuffer.length,
      gzipBytes: inlineCode.length === 0 ? 0 : gzipBytes(inlineBuffer),
    },
  };
}

function sum(numbers) {
  return numbers.reduce((total, value) => total + value, 0);
}
