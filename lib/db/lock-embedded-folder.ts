import { randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * PGlite has no cross-process lock: two processes that open one data folder both succeed and writes are lost
 * silently. This lock is a folder `<dataDir>.lock` (created by an atomic rename) holding the owner's pid, host and
 * process start time. A lock whose owner is gone (crash, kill -9) is taken over at once: on the same host by checking the pid (and
 * its start time against pid reuse); from another host (a volume shared by containers) when its heartbeat is stale.
 */
export interface FolderLock {
  release(): void;
}

interface Owner {
  pid: number;
  host: string;
  /** Kernel start time of the owning process (Linux), so that a reused pid is not mistaken for the owner. */
  processStart: string | null;
  token: string;
}

const HEARTBEAT_MS = 5_000;
const FOREIGN_HOST_STALE_MS = 30_000;
// A lock folder without a readable owner was made by hand or by a crash mid-write; let it age a little first.
const UNREADABLE_STALE_MS = 5_000;

export class EmbeddedDatabaseLockedError extends Error {
  constructor(dataDir: string, owner: Owner | undefined) {
    const folder = displayPath(dataDir);
    super(
      owner?.pid === process.pid && owner.host === os.hostname()
        ? `The embedded database in ${folder} is already open in this process (pid ${owner.pid}): close it first.`
        : `The embedded database in ${folder} is already open in another process (${describeOwner(owner)}). ` +
            "Stop that process, or set EMBEDDED_DB_DIR to another folder, or set DATABASE_URL.",
    );
    this.name = "EmbeddedDatabaseLockedError";
  }
}

function describeOwner(owner: Owner | undefined): string {
  if (!owner) return "unknown pid";
  return owner.host === os.hostname() ? `pid ${owner.pid}` : `pid ${owner.pid} on ${owner.host}`;
}

export function lockEmbeddedFolder(dataDir: string): FolderLock {
  const lockDir = `${path.resolve(dataDir)}.lock`;
  mkdirSync(path.dirname(lockDir), { recursive: true });
  const owner: Owner = {
    pid: process.pid,
    host: os.hostname(),
    processStart: processStartTime(process.pid),
    token: randomUUID(),
  };

  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(lockDir, owner)) return holdLock(lockDir, owner);
    const current = readOwner(lockDir);
    if (!isStale(lockDir, current)) throw new EmbeddedDatabaseLockedError(dataDir, current);
    takeOver(lockDir, current);
  }
  throw new EmbeddedDatabaseLockedError(dataDir, readOwner(lockDir));
}

// The lock folder appears complete or not at all: built aside, then renamed into place (a rename onto an existing,
// non-empty folder fails), so no reader ever sees a lock without its owner.
function tryCreate(lockDir: string, owner: Owner): boolean {
  const building = `${lockDir}.new-${owner.token}`;
  mkdirSync(building);
  writeFileSync(path.join(building, "owner.json"), JSON.stringify(owner));
  try {
    renameSync(building, lockDir);
    return true;
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    if (["EEXIST", "ENOTEMPTY", "EPERM"].includes((error as NodeJS.ErrnoException).code ?? "")) return false;
    throw error;
  }
}

function holdLock(lockDir: string, owner: Owner): FolderLock {
  const ownerFile = path.join(lockDir, "owner.json");
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(ownerFile, now, now);
    } catch {
      // The folder was removed by hand; nothing sensible to do from a timer.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    process.off("exit", release);
    // Only remove the lock if it is still ours (it may have been removed and retaken by hand).
    if (readOwner(lockDir)?.token !== owner.token) return;
    const aside = `${lockDir}.old-${owner.token}`;
    renameSync(lockDir, aside);
    rmSync(aside, { recursive: true, force: true });
  };
  // A normal exit (including process.exit) releases the lock; a crash leaves it for isStale() to recognise.
  process.on("exit", release);
  return { release };
}

function readOwner(lockDir: string): Owner | undefined {
  try {
    return JSON.parse(readFileSync(path.join(lockDir, "owner.json"), "utf8")) as Owner;
  } catch {
    return undefined;
  }
}

function isStale(lockDir: string, owner: Owner | undefined): boolean {
  if (!owner) return ageMs(lockDir) > UNREADABLE_STALE_MS;
  if (owner.host !== os.hostname()) return ageMs(path.join(lockDir, "owner.json")) > FOREIGN_HOST_STALE_MS;
  if (owner.pid === process.pid) {
    // Same pid: either this very process opened it already (not stale), or an earlier incarnation with the same pid
    // (a restarted container) crashed holding it.
    return owner.processStart !== null && owner.processStart !== processStartTime(process.pid);
  }
  if (!isAlive(owner.pid)) return true;
  const start = processStartTime(owner.pid);
  return owner.processStart !== null && start !== null && start !== owner.processStart;
}

/** Moves the stale lock aside atomically, so that of two processes recovering it at once only one succeeds. */
function takeOver(lockDir: string, stale: Owner | undefined): void {
  const aside = `${lockDir}.stale-${process.pid}-${randomUUID()}`;
  try {
    renameSync(lockDir, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return; // someone else moved it; try again
    throw error;
  }
  const moved = readOwner(aside);
  if (moved?.token !== stale?.token) {
    // Between our read and our rename another process recovered the lock and took it: give it back.
    renameSync(aside, lockDir);
    throw new EmbeddedDatabaseLockedError(lockDir.slice(0, -".lock".length), moved);
  }
  rmSync(aside, { recursive: true, force: true });
}

/** Whether a process with this pid exists on this host (EPERM: it exists but belongs to someone else). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function processStartTime(pid: number): string | null {
  try {
    // Field 22 of /proc/<pid>/stat; the command name (field 2) may contain spaces, so count from its closing ")".
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function ageMs(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

function displayPath(dataDir: string): string {
  const relative = path.relative(process.cwd(), path.resolve(dataDir));
  return relative && !relative.startsWith("..") ? relative : path.resolve(dataDir);
}
