// Where one request's time goes: reads a V8 .cpuprofile (node --cpu-prof) and sums self time by package and by
// function, and the inclusive time of the project's own files, so the bench can print what to fix.
import { existsSync, readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

// Next's production server code is bundled and minified; the source maps beside the chunks say which file of lib/,
// app/ or node_modules/ each sampled frame came from.
const sourceMaps = new Map();
function sourceMapFor(url) {
  if (!sourceMaps.has(url)) {
    let map = null;
    try {
      const file = url.startsWith("file://") ? fileURLToPath(url) : url;
      if (file.endsWith(".js") && existsSync(`${file}.map`)) {
        const payload = JSON.parse(readFileSync(`${file}.map`, "utf8"));
        if (!payload.sections) map = new SourceMap(payload);
      }
    } catch {
      map = null;
    }
    sourceMaps.set(url, map);
  }
  return sourceMaps.get(url);
}

/** The original file of a frame, relative to the project (lib/..., node_modules/next/...), or null. */
function originalSource({ url, lineNumber, columnNumber }) {
  // TypeScript run through tsx's loader (the API server) is its own source.
  if (/^file:\/\/.*\.m?tsx?$/.test(url) && !url.includes("/node_modules/")) return path.relative(process.cwd(), fileURLToPath(url));
  const map = url ? sourceMapFor(url) : null;
  const entry = map?.findEntry(lineNumber, columnNumber);
  if (!entry?.originalSource) return null;
  const source = decodeURIComponent(entry.originalSource).replace(/^[a-z]+:\/\/\/?(\[project\]\/)?/, "");
  const file = url.startsWith("file://") ? fileURLToPath(url) : url;
  return path.relative(process.cwd(), path.resolve(path.dirname(file), source));
}

/** The package, or the project's folder, an original source file belongs to. */
function ownerOfSource(source) {
  const modules = source.lastIndexOf("node_modules/");
  if (modules === -1) return source.split("/").slice(0, 2).join("/");
  const rest = source.slice(modules + "node_modules/".length).split("/");
  return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
}

/** The package (or "node:internal", "(gc)"...) a profile frame without a source map belongs to. */
export function frameOwner(url, functionName) {
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  if (url.startsWith("node:")) return "node:" + url.slice(5).split("/")[0];
  const modules = url.lastIndexOf("node_modules/");
  if (modules !== -1) {
    const rest = url.slice(modules + "node_modules/".length).split("/");
    const name = rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
    if (name === "next" && rest.includes("compiled")) return `next (compiled ${rest[rest.indexOf("compiled") + 1]})`;
    return name;
  }
  if (url.includes("/server/chunks/") || url.includes("/server/app/")) return "bundled (no source map entry)";
  return url.replace(/^file:\/\//, "").split("/").slice(-2).join("/");
}

/**
 * @param {string} file a .cpuprofile
 * @param {{ requests: number, windows?: Array<[number, number]> }} options windows: the measured load, in ms before
 *   the profile ended (start-up, warm-up and idle time outside them are left out). Counted back from the end because
 *   the process that wrote the profile may have started later than its parent.
 */
export function summarizeCpuProfile(file, { requests, windows }) {
  const profile = JSON.parse(readFileSync(file, "utf8"));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  const selfMs = new Map();
  let atMs = 0;
  const lengthMs = (profile.endTime - profile.startTime) / 1000;
  const inWindow = (ms) => !windows || windows.some(([from, to]) => lengthMs - ms <= from && lengthMs - ms >= to);
  for (let index = 0; index < profile.samples.length; index += 1) {
    atMs += (profile.timeDeltas[index] ?? 0) / 1000;
    if (!inWindow(atMs)) continue;
    const id = profile.samples[index];
    const delta = (profile.timeDeltas[index + 1] ?? profile.timeDeltas[index] ?? 0) / 1000;
    selfMs.set(id, (selfMs.get(id) ?? 0) + delta);
  }

  const sourceCache = new Map();
  const sourceOf = (node) => {
    if (!sourceCache.has(node.id)) sourceCache.set(node.id, originalSource(node.callFrame));
    return sourceCache.get(node.id);
  };
  const byOwner = new Map();
  const byFunction = new Map();
  const inclusive = new Map();
  let busyMs = 0;
  for (const [id, ms] of selfMs) {
    const node = byId.get(id);
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === "(idle)") continue;
    busyMs += ms;
    const source = sourceOf(node);
    const owner = source ? ownerOfSource(source) : frameOwner(url, functionName);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + ms);
    const label = `${functionName || "(anonymous)"}  ${source ?? owner}${url && !source ? `:${lineNumber + 1}` : ""}`;
    byFunction.set(label, (byFunction.get(label) ?? 0) + ms);
    // Inclusive time of the project's own files (each counted once per sample, however deep the recursion).
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const file = sourceOf(byId.get(at));
      if (file && /^(lib|app|components)\//.test(file) && !file.startsWith("lib/generated/") && !seen.has(file)) {
        seen.add(file);
        inclusive.set(file, (inclusive.get(file) ?? 0) + ms);
      }
    }
  }
  const perRequest = (ms) => (requests > 0 ? (ms / requests) * 1000 : 0); // microseconds
  const top = (map, count) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => ({ name, share: ms / busyMs, microsecondsPerRequest: perRequest(ms) }));
  return {
    busyMicrosecondsPerRequest: perRequest(busyMs),
    owners: top(byOwner, 12),
    functions: top(byFunction, 15),
    projectFiles: top(inclusive, 15),
  };
}
