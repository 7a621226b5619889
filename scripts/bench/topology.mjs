// The production topology's part of the benches (`npm run bench:site`, `npm run bench:api`): load through nginx in
// front of the app instances (scripts/lib/stack.mjs), measured with wrk (Debian's `wrk` package) against a reference
// taken in the same run, rounds interleaved, since this machine's speed drifts between minutes.
import { execFile, spawn } from "node:child_process";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { freePort, waitForHttp } from "../lib/run.mjs";
import { nginxMainConfig } from "../lib/topology.mjs";

const isRoot = process.getuid?.() === 0;

/** Debian's wrk, or null when it is not installed (apt-get install wrk). */
export function findWrk() {
  return ["/usr/bin/wrk", "/usr/local/bin/wrk"].find((candidate) => existsSync(candidate)) ?? null;
}

/** One wrk run: requests per second and latency percentiles (ms). `luaScript`: a POST body, headers. */
export function runWrk({ url, connections = 64, seconds = 10, threads = 2, headers = {}, luaScript }) {
  const args = [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, "--latency", "--timeout", "15s"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  if (luaScript) args.push("-s", luaScript);
  args.push(url);
  return new Promise((resolve, reject) => {
    execFile("wrk", args, { timeout: (seconds + 30) * 1000 }, (error, stdout) => {
      if (error) return reject(error);
      const number = (pattern) => Number(pattern.exec(stdout)?.[1]);
      const latency = (percent) => {
        const match = new RegExp(`^\\s*${percent}%\\s+([\\d.]+)(us|ms|s)`, "m").exec(stdout);
        if (!match) return NaN;
        const scale = { us: 0.001, ms: 1, s: 1000 }[match[2]];
        return Number(match[1]) * scale;
      };
      resolve({
        requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
        non2xx: number(/Non-2xx or 3xx responses:\s+(\d+)/) || 0,
        socketErrors: /Socket errors: (.*)/.exec(stdout)?.[1] ?? null,
        p50: latency(50),
        p99: latency(99),
      });
    });
  });
}

/** A Lua file for wrk that POSTs `body` with `headers` (wrk's own scripting: method, body and headers per request). */
export function postScript(dir, { body, headers }) {
  const file = path.join(dir, `post-${Math.random().toString(36).slice(2)}.lua`);
  const lines = ['wrk.method = "POST"', `wrk.body = ${JSON.stringify(body)}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`);
  writeFileSync(file, `${lines.join("\n")}\n`);
  return file;
}

/**
 * nginx serving `files` ({ "/": html, ... }) straight from disk, compressed ahead (gzip_static) as the cache keeps
 * them, with the topology's logging: the reference a cached page through the topology is held to.
 */
export async function startDiskNginx({ files, accessLog = true }) {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-disk-nginx-"));
  const root = path.join(dir, "root");
  const runDir = path.join(dir, "run");
  mkdirSync(root, { recursive: true });
  mkdirSync(runDir, { recursive: true });
  for (const [urlPath, body] of Object.entries(files)) {
    const file = path.join(root, urlPath === "/" ? "index.html" : `${urlPath.replace(/^\//, "")}.html`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, body);
    // Compressed ahead, as the cache keeps it: nginx sends these bytes as they are (gzip_static).
    writeFileSync(`${file}.gz`, gzipSync(body));
  }
  if (isRoot) for (const folder of [dir, root, runDir]) chownSync(folder, 65534, 65534);
  const port = await freePort();
  const httpConf = path.join(dir, "disk.conf");
  writeFileSync(
    httpConf,
    `log_format timed '$remote_addr [$time_iso8601] "$request_method $uri" $status $body_bytes_sent rt=$request_time';
server {
    listen ${port} reuseport backlog=4096;
    root ${root};
    ${accessLog ? `access_log ${runDir}/access.log timed;` : "access_log off;"}
    gzip_static on; gzip_vary on;
    location / { try_files $uri $uri.html $uri/index.html =404; default_type text/html; }
}
`,
  );
  const mainConf = path.join(dir, "nginx.conf");
  writeFileSync(mainConf, nginxMainConfig({ runDir, httpInclude: httpConf, user: isRoot ? "nobody nogroup" : undefined }));
  const child = spawn("nginx", ["-c", mainConf, "-p", dir], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/`);
  return {
    url,
    stop: async () => {
      child.kill("SIGQUIT");
      await new Promise((resolve) => child.once("exit", resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/**
 * bench:site's part: a public page through nginx's cache against nginx serving the very same bytes from disk (the
 * page as the cache sends it), interleaved rounds; and a signed-in page's latency at `connections` connections.
 */
export async function measureSiteThroughTopology({ stack, page = "/", signedInPage = "/health", cookies, rounds = 3, seconds = 10, connections = 64 }) {
  const headers = { "accept-encoding": "gzip" };
  // Warm the cache, and check the page really is served from it.
  let cacheStatus;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const response = await fetch(`${stack.url}${page}`, { headers });
    await response.arrayBuffer();
    cacheStatus = response.headers.get("x-cache");
  }
  const html = await (await fetch(`${stack.url}${page}`)).text();
  const disk = await startDiskNginx({ files: { [page]: html } });
  try {
    const cached = [];
    const fromDisk = [];
    for (let round = 0; round < rounds; round += 1) {
      cached.push(await runWrk({ url: `${stack.url}${page}`, headers, seconds, connections }));
      fromDisk.push(await runWrk({ url: `${disk.url}${page}`, headers, seconds, connections }));
    }
    // Many people signed in at once, not one session 64 times over: each request takes the next session's cookie.
    const scriptDir = mkdtempSync(path.join(tmpdir(), "bench-signed-in-"));
    const script = path.join(scriptDir, "sessions.lua");
    writeFileSync(
      script,
      `local cookies = ${luaList(cookies)}\nlocal next_index = 0\nrequest = function()\n  next_index = next_index % #cookies + 1\n  return wrk.format(nil, nil, { ["cookie"] = cookies[next_index], ["accept-encoding"] = "gzip" })\nend\n`,
    );
    const signedIn = await runWrk({ url: `${stack.url}${signedInPage}`, luaScript: script, seconds, connections }).finally(() =>
      rmSync(scriptDir, { recursive: true, force: true }),
    );
    const cachedRps = median(cached.map((run) => run.requestsPerSecond));
    const diskRps = median(fromDisk.map((run) => run.requestsPerSecond));
    return {
      page,
      sessions: cookies.length,
      cacheStatus,
      htmlBytes: Buffer.byteLength(html),
      cached,
      fromDisk,
      cachedRps,
      diskRps,
      ratio: cachedRps / diskRps,
      signedIn: { page: signedInPage, ...signedIn },
    };
  } finally {
    await disk.stop();
  }
}

/**
 * bench:api's part: one GraphQL read through nginx with every instance behind it, then with one, interleaved rounds:
 * how throughput grows from one instance to two on this machine.
 */
/** The machine's CPU times so far (Linux /proc/stat, all cores): how busy it was between two readings. */
function machineCpuTimes() {
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
  return { idle: fields[3] + (fields[4] ?? 0), total: fields.reduce((sum, value) => sum + value, 0) };
}

/** `run`'s result with the share of the machine's CPU in use while it ran (1 = every core busy). */
async function withMachineBusy(run) {
  const before = machineCpuTimes();
  const result = await run();
  const after = machineCpuTimes();
  return { ...result, machineBusy: 1 - (after.idle - before.idle) / Math.max(1, after.total - before.total) };
}

export async function measureApiScaling({ stack, cookie, query, rounds = 3, seconds = 10, connections = 32 }) {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-api-wrk-"));
  try {
    const script = postScript(dir, {
      body: JSON.stringify({ query }),
      headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1", cookie },
    });
    const all = stack.parts.instances;
    const runs = { one: [], all: [] };
    for (let round = 0; round < rounds; round += 1) {
      await stack.parts.balanceOver(all.slice(0, 1));
      runs.one.push(await withMachineBusy(() => runWrk({ url: `${stack.url}/api/graphql`, luaScript: script, seconds, connections })));
      await stack.parts.balanceOver(all);
      runs.all.push(await withMachineBusy(() => runWrk({ url: `${stack.url}/api/graphql`, luaScript: script, seconds, connections })));
    }
    const one = median(runs.one.map((run) => run.requestsPerSecond));
    const many = median(runs.all.map((run) => run.requestsPerSecond));
    return { instances: all.length, runs, oneRps: one, allRps: many, growth: many / one };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function luaList(values) {
  return `{ ${values.map((value) => JSON.stringify(value)).join(", ")} }`;
}

/** `count` session cookies for `email` (one person on several devices), signed in through the API. */
export async function signInSessions(url, email, password, count) {
  const cookies = [];
  for (let index = 0; index < count; index += 1) cookies.push(await signInThrough(url, email, password));
  return cookies;
}

/** A session cookie for `email`, signed in through the API as the log-in screen does. */
export async function signInThrough(url, email, password) {
  const response = await fetch(`${url}/api/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1" },
    body: JSON.stringify({
      query: "mutation LogIn($email: String!, $password: String) { passwordLogIn(email: $email, password: $password) { error } }",
      variables: { email, password },
    }),
  });
  const body = await response.json();
  const cookie = response.headers.getSetCookie().map((header) => header.split(";")[0]).join("; ");
  if (body.errors || body.data?.passwordLogIn?.error || !cookie) throw new Error(`Signing in as ${email} failed: ${JSON.stringify(body)}`);
  return cookie;
}
