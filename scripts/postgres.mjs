// Starts a throw-away PostgreSQL server from Debian's packages on a free loopback port.
// Used by the test runner (server tests on real PostgreSQL) and by the benchmarks.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function findPgBin() {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv && existsSync(join(fromEnv, 'initdb'))) return fromEnv;
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length) return join(base, versions[0], 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return join(which.stdout.trim(), '..');
  return undefined;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** initdb into a temporary folder, start on a free port; returns { url, stop }. */
export async function startPostgres() {
  const bin = findPgBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found (apt-get install -y postgresql)');
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'bp-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  // PostgreSQL refuses to run as root: run it as the postgres (or nobody) account then.
  const isRoot = process.getuid?.() === 0;
  const runAs = isRoot ? (spawnSync('id', ['postgres']).status === 0 ? 'postgres' : 'nobody') : undefined;
  const run = (cmd, args) => {
    const full = join(bin, cmd);
    if (runAs) return execFileSync('runuser', ['-u', runAs, '--', full, ...args], { stdio: 'pipe', cwd: dir });
    return execFileSync(full, args, { stdio: 'pipe', cwd: dir });
  };
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  run('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    join(dir, 'log.txt'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`,
    'start',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } catch {
      // already gone
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return { url, port, stop };
}
