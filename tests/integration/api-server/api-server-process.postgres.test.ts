import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

import { getAuthSecret } from "@/lib/auth/auth-secret";
import { revokeSession } from "@/lib/auth/sessions/revoke-session";
import { getDb } from "@/lib/db";
import { createCustomer, createUser } from "@/prisma/seed";
import { sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

// PostgreSQL only (jest.config.mjs runs *.postgres.test.ts in the PostgreSQL pass): the embedded database lives in
// one process, so there is no other process to tell.

useTestDatabase();

const WHO_AM_I = "query { authenticationInfo { id } }";
const SIGNED_OUT = "Please sign in and try again.";

async function postTo(baseUrl: string, query: string, cookie: string) {
  const response = await fetch(`${baseUrl}/api/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1", cookie },
    body: JSON.stringify({ query }),
  });
  return { body: (await response.json()) as { errors?: Array<{ message: string }> } };
}

async function member() {
  const db = await getDb();
  const user = await createUser(db);
  await createCustomer(db, { userId: user.id });
  return user;
}

// On PostgreSQL the API server runs in a process of its own, as in production; sessions revoked elsewhere reach it
// through PostgreSQL's NOTIFY (lib/auth/sessions/session-announcements.ts).
async function startApiProcess(): Promise<{ url: string; child: ChildProcess }> {
  const port = await new Promise<number>((resolve) => {
    const probe = http.createServer().listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--conditions=react-server", path.resolve(__dirname, "../../../scripts/api-server.ts")],
    {
      env: { ...process.env, NODE_OPTIONS: "", PORT: String(port), HOSTNAME: "127.0.0.1", AUTH_SECRET: getAuthSecret(), LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("API server on")) resolve();
    });
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => reject(new Error(`The API server exited (${code}): ${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

test(
  "in a process of its own, it keeps sessions briefly and still honours a revocation as soon as it is announced",
  async () => {
    const { url, child } = await startApiProcess();
    try {
      const db = await getDb();
      const user = await member();
      // Until its listener is up the other process keeps nothing: wait until it serves a session from memory, i.e.
      // still answers after the session was ended behind its back (no announcement).
      const cached = async () => {
        const { cookie, sessionId } = await sessionCookieFor(user.id);
        await postTo(url, WHO_AM_I, cookie);
        await db.session.update({ where: { id: sessionId }, data: { revokedAt: new Date() } });
        return (await postTo(url, WHO_AM_I, cookie)).body.errors === undefined;
      };
      const deadline = Date.now() + 10_000;
      while (!(await cached())) {
        if (Date.now() > deadline) throw new Error("The API server never cached a session.");
        await new Promise((resolve) => setTimeout(resolve, 100));
      }

      const { cookie, sessionId } = await sessionCookieFor(user.id);
      expect((await postTo(url, WHO_AM_I, cookie)).body.errors).toBeUndefined();
      await revokeSession({ sessionId, reason: "logout" });

      // The announcement travels through PostgreSQL to the other process: allowed a moment, not the cache's seconds.
      const revokedAt = Date.now();
      let answer = await postTo(url, WHO_AM_I, cookie);
      while (answer.body.errors === undefined && Date.now() - revokedAt < 500) answer = await postTo(url, WHO_AM_I, cookie);
      expect(answer.body.errors?.[0]?.message).toBe(SIGNED_OUT);
    } finally {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
  },
);
