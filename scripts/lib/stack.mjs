// The production topology on this machine, without containers (`npm run stack`, `npm run test:reliability`, the
// benches): PostgreSQL (DATABASE_URL, or a throwaway cluster made with the machine's initdb), the release step, the app
// instances, the job worker and nginx in front, each run with the command and settings deploy/compose.yaml gives it
// (scripts/lib/topology.mjs reads them), from the build's standalone folder as the image's /app.
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, waitForHttp } from "./run.mjs";
import { NGINX_TEMPLATE, interpolate, nginxMainConfig, readTopology, renderNginxTemplate } from "./topology.mjs";

const isRoot = process.getuid?.() === 0;

/** Runs `command` to the end; rejects with its output when it fails. */
function runToEnd(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(" ")}:\n${output}`))));
  });
}

function asPostgresUser(command, args) {
  return isRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
}

function binary(name) {
  for (const candidate of [`/usr/local/bin/${name}`, `/usr/lib/postgresql/16/bin/${name}`, `/usr/lib/postgresql/15/bin/${name}`, `/usr/sbin/${name}`]) {
    if (existsSync(candidate)) return candidate;
  }
  return name;
}

/**
 * A PostgreSQL cluster of its own in a temp folder on a free port, as the machine's `postgres` user when run as root
 * (initdb refuses root). stop() and start() take it down and up again (the reliability test's outage); destroy() at
 * the end.
 */
export async function createThrowawayCluster({ dir }) {
  const dataDir = path.join(dir, "pgdata");
  mkdirSync(dataDir, { recursive: true });
  if (isRoot) execFileSync("chown", ["-R", "postgres:postgres", dir]);
  const port = await freePort();
  await runToEnd(...asPostgresUser(binary("initdb"), ["-D", dataDir, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C", "--no-sync"]));
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c max_connections=300 -c shared_buffers=128MB`;
  const pgCtl = (args) => runToEnd(...asPostgresUser(binary("pg_ctl"), ["-D", dataDir, ...args]));
  const cluster = {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () => pgCtl(["-l", path.join(dir, "postgres.log"), "-o", options, "-w", "start"]),
    stop: () => pgCtl(["-m", "fast", "-w", "stop"]),
    destroy: async () => {
      await cluster.stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}

/**
 * What deploy/nginx.conf is rendered with here: compose's nginx settings, with this machine's ports and folders in
 * place of the containers' names and paths.
 */
export function nginxVariables({ edgeEnvironment, instances, listenPort, staticDir, cacheDir, runDir, accessLog, buildId }) {
  const upstream = (portOf) => instances.map((instance) => `server 127.0.0.1:${portOf(instance)} max_fails=1 fail_timeout=5s;`).join(" ");
  return {
    ...edgeEnvironment,
    LISTEN_PORT: String(listenPort),
    APP_PAGES_SERVERS: upstream((instance) => instance.pagesPort),
    APP_API_SERVERS: upstream((instance) => instance.apiPort),
    NEXT_STATIC_DIR: staticDir,
    CACHE_DIR: cacheDir,
    RUN_DIR: runDir,
    ACCESS_LOG: accessLog,
    SNIPPETS_DIR: path.resolve("deploy"),
    BUILD_ID: buildId,
  };
}

/**
 * Starts the whole topology from the build in `distDir`/standalone. Returns the entry URL and handles on every part;
 * stop() takes it all down in order (nginx, instances, worker, database). `log`: progress lines.
 */
export async function startStack({
  distDir = ".next",
  port,
  databaseUrl = process.env.DATABASE_URL,
  extraEnv = {},
  log = (line) => console.log(line),
  /** A throwaway cluster even when DATABASE_URL is set (the reliability run stops and starts it). */
  ownDatabase = false,
} = {}) {
  if (ownDatabase) databaseUrl = undefined;
  const root = path.resolve(distDir, "standalone");
  if (!existsSync(path.join(root, "servers", "serve-instance.mjs"))) {
    throw new Error(`No build in ${root}: run npm run build first.`);
  }
  const topology = readTopology();
  const workDir = mkdtempSync(path.join(tmpdir(), "wellness-stack-"));
  chmodSync(workDir, 0o755); // nginx's workers and the postgres user find their folders inside it
  const logDir = path.join(workDir, "logs");
  mkdirSync(logDir);
  const parts = { instances: [], worker: undefined, nginx: undefined, cluster: undefined };
  const stopAll = async () => {
    await parts.nginx?.stop(5_000);
    await Promise.all(parts.instances.map((instance) => instance.process.stop()));
    await parts.worker?.stop();
    await parts.cluster?.destroy();
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    if (!databaseUrl) {
      log("PostgreSQL: a throwaway cluster (initdb) ...");
      parts.cluster = await createThrowawayCluster({ dir: path.join(workDir, "postgres") });
      databaseUrl = parts.cluster.url;
    }
    const entryPort = port ?? (await freePort());
    const siteUrl = `http://127.0.0.1:${entryPort}`;
    // The compose file's settings, with this machine's database and address; a laptop install (APP_ENV=local: demo
    // data, the built-in stand-ins for outside services, secrets generated under the build folder's .data/).
    const environmentOf = (service) => {
      const env = { ...process.env };
      env.NEXT_DIST_DIR = distDir; // where the instances read the build's prerender manifest (script hashes)
      for (const [key, value] of Object.entries(service.environment)) {
        const resolved = interpolate(value, process.env);
        if (resolved === undefined) delete env[key];
        else env[key] = resolved;
      }
      return { ...env, APP_ENV: "local", DATABASE_URL: databaseUrl, SITE_URL: siteUrl, ...extraEnv };
    };
    const node = process.execPath;
    const commandOf = (service) => {
      const [program, ...args] = service.command;
      if (program !== "node") throw new Error(`${service.name}: the stack runs node commands only (got ${program}).`);
      return args;
    };

    log("Release: migrations and reference data ...");
    const releaseOutput = await runToEnd(node, commandOf(topology.release), { cwd: root, env: environmentOf(topology.release) });
    writeFileSync(path.join(logDir, "release.log"), releaseOutput);

    for (const service of topology.instances) {
      const pagesPort = await freePort();
      const apiPort = await freePort();
      const env = { ...environmentOf(service), PAGES_PORT: String(pagesPort), API_PORT: String(apiPort), HOSTNAME: "127.0.0.1" };
      const instance = { name: service.name, pagesPort, apiPort, env, args: commandOf(service), logFile: path.join(logDir, `${service.name}.log`) };
      instance.start = () => {
        instance.process = startLogged(service.name, node, instance.args, { cwd: root, env, logFile: instance.logFile });
        return instance.process;
      };
      instance.start();
      parts.instances.push(instance);
    }
    // The worker's metrics on a free port here (compose gives it a fixed one inside its container).
    const workerEnv = { ...environmentOf(topology.worker), METRICS_PORT: String(await freePort()) };
    const workerArgs = commandOf(topology.worker);
    parts.startWorker = () => {
      parts.worker = startLogged("worker", node, workerArgs, { cwd: root, env: workerEnv, logFile: path.join(logDir, "worker.log") });
      return parts.worker;
    };
    parts.startWorker();
    await Promise.all(
      parts.instances.flatMap((instance) => [
        waitForHttp(`http://127.0.0.1:${instance.apiPort}/api/health`, { timeoutMs: 120_000 }),
        waitForHttp(`http://127.0.0.1:${instance.pagesPort}/api/health`, { timeoutMs: 120_000 }),
      ]),
    );

    log("nginx ...");
    const nginxDir = path.join(workDir, "nginx");
    const runDir = path.join(nginxDir, "run");
    const cacheDir = path.join(nginxDir, "cache");
    mkdirSync(runDir, { recursive: true });
    mkdirSync(cacheDir, { recursive: true });
    if (isRoot) {
      for (const dir of [nginxDir, runDir, cacheDir]) chownSync(dir, 65534, 65534); // nobody: nginx's workers
    }
    const variablesInput = {
      edgeEnvironment: topology.edge.environment,
      instances: parts.instances,
      listenPort: entryPort,
      staticDir: path.join(root, distDir, "static"),
      cacheDir,
      runDir,
      accessLog: path.join(logDir, "nginx-access.log"),
      buildId: readFileSync(path.join(root, distDir, "BUILD_ID"), "utf8").trim(),
    };
    const variables = nginxVariables(variablesInput);
    const httpConf = path.join(nginxDir, "app.conf");
    const template = readFileSync(NGINX_TEMPLATE, "utf8");
    writeFileSync(httpConf, renderNginxTemplate(template, variables));
    const mainConf = path.join(nginxDir, "nginx.conf");
    writeFileSync(mainConf, nginxMainConfig({ runDir, httpInclude: httpConf, user: isRoot ? "nobody nogroup" : undefined }));
    if (isRoot) execFileSync("chown", ["nobody:nogroup", path.join(logDir)]);
    /** Points nginx at these instances only (the API bench's one-instance round), reloading it without a drop. */
    parts.balanceOver = async (instances) => {
      const subset = nginxVariables({ ...variablesInput, instances });
      writeFileSync(httpConf, renderNginxTemplate(template, subset));
      await runToEnd(binary("nginx"), ["-s", "reload", "-c", mainConf, "-p", nginxDir]);
      await new Promise((resolve) => setTimeout(resolve, 1000)); // the old workers finish and leave
    };
    await runToEnd(binary("nginx"), ["-t", "-q", "-c", mainConf, "-p", nginxDir]);
    parts.nginx = startLogged("nginx", binary("nginx"), ["-c", mainConf, "-p", nginxDir], { logFile: path.join(logDir, "nginx.log") });
    await waitForHttp(`${siteUrl}/api/health`, { timeoutMs: 30_000 });
    log(`Ready: ${siteUrl} (logs in ${logDir})`);

    return { url: siteUrl, databaseUrl, root, logDir, workDir, topology, parts, stop: stopAll };
  } catch (error) {
    await stopAll().catch(() => {});
    throw error;
  }
}

/**
 * A process whose output goes to its own log file (the stack's processes would drown each other on one terminal), in
 * a process group of its own: kill() reaches an instance's servers too, as a machine or container dying would.
 */
function startLogged(name, command, args, { cwd, env, logFile }) {
  const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  const lines = [];
  const write = (chunk) => {
    lines.push(chunk);
  };
  child.stdout.on("data", write);
  child.stderr.on("data", write);
  const flush = setInterval(() => {
    if (lines.length > 0) writeFileSync(logFile, Buffer.concat(lines.splice(0)), { flag: "a" });
  }, 200);
  flush.unref();
  child.on("exit", () => {
    clearInterval(flush);
    if (lines.length > 0) writeFileSync(logFile, Buffer.concat(lines.splice(0)), { flag: "a" });
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    name,
    child,
    exited,
    get running() {
      return child.exitCode === null && child.signalCode === null;
    },
    /** The whole group, at once (SIGKILL: no chance to finish anything). */
    kill(signal = "SIGKILL") {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
      return exited;
    },
    stop(graceMs = 30_000) {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(() => this.kill("SIGKILL"), graceMs);
        child.once("exit", () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill("SIGTERM");
      });
    },
  };
}
