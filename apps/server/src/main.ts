import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { ensureAdminFromEnv } from './modules/auth/admin-bootstrap.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // A connection the database ends (restart, failover) is replaced on the next query; it is only logged.
  let onConnectionError = (err: Error) => console.warn(`database connection lost: ${err.message}`);
  const database = config.databaseUrl
    ? await openDatabase({
        kind: 'postgres',
        url: config.databaseUrl,
        poolSize: config.poolSize,
        onConnectionError: (err) => onConnectionError(err),
      })
    : await openDatabase({
        kind: 'pglite',
        dataDir: resolve(config.dataDir),
        // The embedded database runs in its own thread; if that thread dies the data cannot be reached: stop, and let
        // whatever runs the server start it again.
        thread: true,
        onLost: (err) => {
          console.error(`The embedded database stopped: ${err.message}`);
          process.exit(1);
        },
      });
  const adminResult = await ensureAdminFromEnv(database.db, config.admin);
  const app = await buildApp({ config, database });
  onConnectionError = (err) => app.log.warn({ err }, 'database connection lost; the pool opens a new one');
  if (adminResult !== 'exists') app.log.info(`administrator ${config.admin?.username} ${adminResult} from ADMIN_USERNAME`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Brightpath is serving on http://localhost:${config.port} (database: ${database.kind})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
