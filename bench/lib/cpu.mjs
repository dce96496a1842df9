// CPU time per request, read from /proc (Linux). Throughput on a shared 2-core machine moves with whatever
// else runs; the CPU each process spends per request is the steadier figure and says which side costs more.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const HAS_PROC = existsSync('/proc/self/stat');
const TICKS_PER_S = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** { ppid, ticks (user + system) } of one process, or undefined once it is gone. */
function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: fields are counted from after its closing parenthesis.
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) };
  } catch {
    return undefined;
  }
}

function allPids() {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number);
}

/** The postmaster listening on `port` and all its children (backends, checkpointer, ...). */
export function postgresPids(port) {
  if (!HAS_PROC) return [];
  const pids = allPids();
  const postmaster = pids.find((pid) => {
    try {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return argv[0].endsWith('/postgres') && argv.includes('-p') && argv[argv.indexOf('-p') + 1] === String(port);
    } catch {
      return false;
    }
  });
  if (!postmaster) return [];
  return [postmaster, ...pids.filter((pid) => stat(pid)?.ppid === postmaster)];
}

/** Busy ticks of the whole machine (all cores), from the first line of /proc/stat; steal counts as busy. */
function machineBusyTicks() {
  const [, user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  return user + nice + system + irq + softirq + (steal || 0);
}

/** Snapshot of CPU ticks for named groups of processes: { server: () => [pid], postgres: () => [...] }. */
export function cpuSnapshot(groups) {
  if (!HAS_PROC) return undefined;
  const snap = { at: performance.now(), machine: machineBusyTicks(), groups: {} };
  for (const [name, pidsOf] of Object.entries(groups)) {
    snap.groups[name] = new Map(pidsOf().map((pid) => [pid, stat(pid)?.ticks ?? 0]));
  }
  return snap;
}

/**
 * Between a snapshot and now: microseconds of CPU per request for each group (processes born since count
 * in full), and `others`, the cores kept busy by everything outside the groups. A high `others` means
 * something else on the machine competed with the run and its figures are not comparable.
 */
export function cpuSince(groups, before, requests) {
  if (!before || requests <= 0) return { perRequest: {}, others: undefined };
  const perRequest = {};
  let ours = 0;
  for (const [name, pidsOf] of Object.entries(groups)) {
    let ticks = 0;
    for (const pid of pidsOf()) ticks += (stat(pid)?.ticks ?? 0) - (before.groups[name].get(pid) ?? 0);
    ours += ticks;
    perRequest[name] = ((ticks / TICKS_PER_S) * 1e6) / requests;
  }
  const seconds = (performance.now() - before.at) / 1000;
  const others = Math.max(0, (machineBusyTicks() - before.machine - ours) / TICKS_PER_S / seconds);
  return { perRequest, others };
}

/**
 * Waits, at most maxSeconds, until the machine as a whole uses under maxCores over one second
 * (between measurements our own servers sit idle, so this is everything else). Returns the last load seen.
 */
export async function waitForQuiet(maxCores, maxSeconds) {
  if (!HAS_PROC || maxSeconds <= 0) return undefined;
  const deadline = performance.now() + maxSeconds * 1000;
  let load;
  let told = false;
  for (;;) {
    const t0 = performance.now();
    const b0 = machineBusyTicks();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    load = (machineBusyTicks() - b0) / TICKS_PER_S / ((performance.now() - t0) / 1000);
    if (load < maxCores || performance.now() > deadline) break;
    if (!told) {
      process.stdout.write(`(machine busy: ${load.toFixed(2)} cores, waiting up to ${maxSeconds} s) `);
      told = true;
    }
  }
  return load;
}
