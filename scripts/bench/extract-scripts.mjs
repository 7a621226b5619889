// The <script> elements of a server-rendered HTML page, found with regular expressions: Next's output is regular
// enough, and the bench needs no DOM.

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE = /([^\s"'=<>/`]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const EXECUTABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

function decodeEntities(text) {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Attribute names lowercased (React writes `noModule`); boolean attributes get "". */
export function parseAttributes(source) {
  const attributes = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const value = match[2] ?? match[3] ?? match[4] ?? "";
    attributes[match[1].toLowerCase()] = decodeEntities(value);
  }
  return attributes;
}

/** Whether a script's type makes the browser run it (JSON-LD and other data blocks are not run). */
export function isExecutableType(type) {
  return EXECUTABLE_TYPES.has((type ?? "").trim().toLowerCase());
}

/**
 * External scripts (`src`, in document order, with the attributes that decide whether a browser loads them) and
 * inline scripts (their text) of an HTML page.
 */
export function extractScripts(html) {
  const external = [];
  const inline = [];
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    const attributes = parseAttributes(match[1]);
    const type = attributes.type ?? "";
    if (attributes.src !== undefined) {
      external.push({
        src: attributes.src,
        type,
        async: "async" in attributes,
        defer: "defer" in attributes,
        noModule: "nomodule" in attributes,
        crossOrigin: attributes.crossorigin ?? null,
      });
    } else {
      inline.push({ id: attributes.id ?? null, type, executable: isExecutableType(type), content: match[2] });
    }
  }
  return { external, inline };
}
