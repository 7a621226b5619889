import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../../..");
const TSX_CLI = path.join(ROOT, "node_modules/tsx/dist/cli.mjs");

export interface Finished {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Starts a TypeScript file in its own Node process, as the db:* scripts run (tsx, react-server condition). */
export function startTsx(
  script: string,
  args: string[] = [],
  { cwd = ROOT, env = {} }: { cwd?: string; env?: Record<string, string | undefined> } = {},
): ChildProcessWithoutNullStreams {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete childEnv.NODE_OPTIONS; // jest's --experimental-vm-modules is not needed (and warns) outside jest
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete childEnv[name];
  return spawn(
    process.execPath,
    [TSX_CLI, "--tsconfig", path.join(ROOT, "tsconfig.json"), "--conditions=react-server", path.resolve(ROOT, script), ...args],
    { cwd, env: childEnv },
  );
}

export function finished(child: ChildProcessWithoutNullStreams): Promise<Finished> {
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on("close", (code, signal) => resolve({ code, signal, stdout, stderr })));
}

export function runTsx(
  script: string,
  args: string[] = [],
  options: { cwd?: string; env?: Record<string, string | undefined> } = {},
): Promise<Finished> {
  return finished(startTsx(script, args, options));
}

/** Resolves with the first JSON line the child prints (the fixtures report their state as JSON lines). */
export function nextMessage<T = Record<string, unknown>>(child: ChildProcessWithoutNullStreams): Promise<T> {
  return new Promise((resolve, reject) => {
    let buffered = "";
    let errors = "";
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString();
      const line = buffered.split("\n").find((candidate) => candidate.startsWith("{"));
      if (line) {
        child.stdout.off("data", onData);
        resolve(JSON.parse(line) as T);
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("close", (code) => reject(new Error(`The child exited (${code}) before reporting:\n${buffered}${errors}`)));
  });
}
