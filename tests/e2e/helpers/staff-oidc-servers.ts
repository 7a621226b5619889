import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestAccount } from "@/tests/helpers/integrations/identity-providers/oidc-test-server";

const NEXT_BIN = "node_modules/next/dist/bin/next";
const TSX_CLI = "node_modules/tsx/dist/cli.mjs";

export type StaffOidcServers = {
  /** The second app server (production build, configured with the OIDC server as its staff identity provider). */
  siteUrl: string;
  /** The real OIDC server (npm oidc-provider with its development login and consent pages). */
  issuer: string;
  close(): Promise<void>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server for ${url} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out waiting for ${url}`);
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve, reject) => {
    child.on("exit", (code) => resolve(code));
    child.on("error", reject);
  });
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const done = exited(child);
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await done;
  clearTimeout(timer);
}

/** Starts the OIDC server in its own process (tests/e2e/helpers/oidc-provider-process.ts); resolves once it listens. */
async function startOidcProcess(options: { redirectUris: string[]; accounts?: TestAccount[] }) {
  const child = spawn(process.execPath, [TSX_CLI, "tests/e2e/helpers/oidc-provider-process.ts", JSON.stringify(options)], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Passes its errors on, without oidc-provider's start-up warnings (development adapter, dev interactions, runtime).
  child.stderr!.on("data", (chunk: Buffer) => {
    const lines = chunk.toString().split("\n").filter((line) => line && !line.startsWith("oidc-provider WARNING:"));
    if (lines.length > 0) process.stderr.write(`${lines.join("\n")}\n`);
  });
  const settings = await new Promise<{ issuer: string; clientId: string; clientSecret: string }>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error("The OIDC test server did not start")), 30_000);
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split("\n").slice(0, -1).find((candidate) => candidate.startsWith("{")); // whole lines only
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line) as { issuer: string; clientId: string; clientSecret: string });
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The OIDC test server exited with ${code}`));
    });
  });
  child.stdout!.resume(); // keep draining whatever else it prints
  return { child, ...settings };
}

/**
 * A real OIDC server on loopback, and a second production server of the app (from the built `.next` folder, on its
 * own fresh embedded database with the demo data) that uses it as the staff identity provider.
 */
export async function startStaffOidcServers({ accounts = [] }: { accounts?: TestAccount[] } = {}): Promise<StaffOidcServers> {
  const port = await freePort();
  const siteUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-oidc-db-"));
  let oidc: Awaited<ReturnType<typeof startOidcProcess>> | undefined;
  let app: ChildProcess | undefined;

  const close = async () => {
    await stop(app);
    await stop(oidc?.child);
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    oidc = await startOidcProcess({ redirectUris: [`${siteUrl}/okta/callback`], accounts });
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      SITE_URL: siteUrl,
      EMBEDDED_DB_DIR: path.join(dataDir, "db"),
      OKTA_ISSUER: oidc.issuer,
      OKTA_CLIENT_ID: oidc.clientId,
      OKTA_CLIENT_SECRET: oidc.clientSecret,
    };
    for (const name of ["DATABASE_URL", "TEST_DATABASE_URL", "APP_ENV", "E2E_BASE_URL"]) delete env[name];

    const prepare = spawn(process.execPath, [TSX_CLI, "--conditions=react-server", "scripts/prepare-database.ts"], {
      env,
      stdio: ["ignore", "ignore", "inherit"],
    });
    const prepared = await exited(prepare);
    if (prepared !== 0) throw new Error(`scripts/prepare-database.ts exited with ${prepared}`);

    app = spawn(process.execPath, [NEXT_BIN, "start", "-p", String(port), "-H", "127.0.0.1"], {
      env,
      stdio: ["ignore", "ignore", "inherit"],
    });
    await waitForHttp(`${siteUrl}/`, app);
  } catch (error) {
    await close();
    throw error;
  }
  return { siteUrl, issuer: oidc.issuer, close };
}
