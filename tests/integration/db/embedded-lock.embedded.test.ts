import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { EmbeddedDatabaseLockedError, lockEmbeddedFolder } from "@/lib/db/lock-embedded-folder";

import { finished, nextMessage, runTsx, startTsx } from "./support/spawn-tsx";

// Real processes: the lock exists because PGlite silently loses writes when two processes open one folder.
const FIXTURE = "tests/integration/db/fixtures/hold-embedded-database.ts";

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "embedded-lock-"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function deadPid(): number {
  // A process that has exited: its pid is (for the next moments) not alive.
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
  return Number(child.stdout);
}

test("a second process is refused while the first holds the database, and nothing the first wrote is lost", async () => {
  const dataDir = path.join(root, "nested", "app"); // parents do not exist yet
  const first = startTsx(FIXTURE, ["hold", dataDir, "written-by-first"]);
  const firstDone = finished(first);
  const opened = await nextMessage<{ event: string; pid: number }>(first);
  expect(opened.event).toBe("open");

  const second = await runTsx(FIXTURE, ["hold", dataDir, "written-by-second"]);
  expect(second.code).toBe(3);
  const refusal = JSON.parse(second.stdout.trim()) as { name: string; message: string };
  expect(refusal.name).toBe("EmbeddedDatabaseLockedError");
  expect(refusal.message).toBe(
    `The embedded database in ${dataDir} is already open in another process (pid ${opened.pid}). Stop that process, ` +
      "or set EMBEDDED_DB_DIR to another folder, or set DATABASE_URL.",
  );
  // This process too.
  expect(() => lockEmbeddedFolder(dataDir)).toThrow(EmbeddedDatabaseLockedError);

  first.stdin.end(); // a clean close releases the lock
  expect((await firstDone).code).toBe(0);
  expect(existsSync(`${dataDir}.lock`)).toBe(false);

  const reader = await runTsx(FIXTURE, ["read", dataDir]);
  expect(JSON.parse(reader.stdout.trim())).toMatchObject({ event: "rows", rows: ["written-by-first"] });
});

test("the lock of a process that was killed is recovered automatically, with its committed writes", async () => {
  const dataDir = path.join(root, "crashed");
  const holder = startTsx(FIXTURE, ["hold", dataDir, "before-the-crash"]);
  const holderDone = finished(holder);
  const { pid } = await nextMessage<{ pid: number }>(holder);
  process.kill(pid, "SIGKILL"); // the script's own process (tsx runs it in a child of the one we started)
  await holderDone;
  expect(existsSync(`${dataDir}.lock`)).toBe(true); // left behind by the crash
  expect(existsSync(`${dataDir}.lock`)).toBe(true); // left behind

  const reader = await runTsx(FIXTURE, ["read", dataDir]);
  expect(JSON.parse(reader.stdout.trim())).toMatchObject({ event: "rows", rows: ["before-the-crash"] });
});

test("of processes racing for a stale lock exactly one wins", async () => {
  const dataDir = path.join(root, "race");
  mkdirSync(`${dataDir}.lock`, { recursive: true });
  writeFileSync(
    path.join(`${dataDir}.lock`, "owner.json"),
    JSON.stringify({ pid: deadPid(), host: os.hostname(), processStart: null, token: "crashed" }),
  );

  const racers = Array.from({ length: 4 }, () => startTsx(FIXTURE, ["lock", dataDir]));
  const done = racers.map((racer) => finished(racer));
  const results = await Promise.all(racers.map((racer) => nextMessage<{ event: string; message?: string }>(racer)));
  expect(results.filter((result) => result.event === "locked")).toHaveLength(1);
  for (const loser of results.filter((result) => result.event !== "locked")) {
    expect(loser.message).toMatch(/is already open in another process \(pid \d+\)/);
  }
  for (const racer of racers) racer.stdin.end();
  await Promise.all(done);
});

test("in one process: lock, refuse a second lock, release, lock again", () => {
  const dataDir = path.join(root, "same-process");
  const lock = lockEmbeddedFolder(dataDir);
  expect(() => lockEmbeddedFolder(dataDir)).toThrow(
    `already open in this process (pid ${process.pid}): close it first.`,
  );
  lock.release();
  lock.release(); // idempotent
  lockEmbeddedFolder(dataDir).release();
});

test("a lock held from another host is respected until its heartbeat stops", () => {
  const dataDir = path.join(root, "other-host");
  const lockDir = `${dataDir}.lock`;
  mkdirSync(lockDir, { recursive: true });
  const ownerFile = path.join(lockDir, "owner.json");
  writeFileSync(ownerFile, JSON.stringify({ pid: 1, host: "another-container", processStart: null, token: "x" }));
  expect(() => lockEmbeddedFolder(dataDir)).toThrow(/\(pid 1 on another-container\)/);

  const longAgo = new Date(Date.now() - 60_000);
  utimesSync(ownerFile, longAgo, longAgo);
  lockEmbeddedFolder(dataDir).release();
});
