// CPU time used so far by a process and everything in its process group (Linux /proc): what a request costs the
// server, whatever else the machine is doing at the time (wall-clock throughput is not, on a shared machine).
import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU milliseconds (user + system) of every process whose process group is `groupId`; null off Linux. */
export function processGroupCpuMs(groupId) {
  let ticks = 0;
  let found = false;
  let entries;
  try {
    entries = readdirSync("/proc");
  } catch {
    return null;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // gone meanwhile
    }
    // Fields after the command name (which may hold spaces): state ppid pgrp ... utime(14) stime(15)
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) !== groupId && Number(entry) !== groupId) continue;
    found = true;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return found ? (ticks / TICKS_PER_SECOND) * 1000 : null;
}
