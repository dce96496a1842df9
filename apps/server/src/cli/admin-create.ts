// npm run admin:create -- --username NAME [--email E]
// The password comes from ADMIN_PASSWORD or a hidden prompt; it is never printed or stored in plain text.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { upsertAdmin } from '../modules/auth/admin-bootstrap.ts';

async function promptHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY) {
    // Piped input: read one line.
    let data = '';
    for await (const chunk of stdin) {
      data += chunk;
      if (data.includes('\n')) break;
    }
    return data.split('\n')[0]!.replace(/\r$/, '');
  }
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((done) => {
    let value = '';
    const onData = (ch: string) => {
      for (const c of ch) {
        if (c === '\r' || c === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          stdout.write('\n');
          return done(value);
        }
        if (c === '\u0003') process.exit(130);
        if (c === '\u007f') value = value.slice(0, -1);
        else value += c;
      }
    };
    stdin.on('data', onData);
  });
}

async function main() {
  const { values } = parseArgs({ options: { username: { type: 'string' }, email: { type: 'string' } } });
  if (!values.username) {
    console.error('Usage: npm run admin:create -- --username NAME [--email ADDRESS]');
    process.exit(2);
  }
  const config = loadConfig();
  let password = process.env.ADMIN_PASSWORD;
  if (!password) {
    password = await promptHidden('Password for the administrator (at least 8 characters): ');
    const again = await promptHidden('Repeat the password: ');
    if (password !== again) {
      console.error("Passwords don't match");
      process.exit(1);
    }
  }
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 1 })
    : await openDatabase({ kind: 'pglite', dataDir: resolve(config.dataDir) });
  try {
    const result = await upsertAdmin(database.db, { username: values.username, password, email: values.email });
    console.log(
      result === 'created'
        ? `Administrator ${values.username} created.`
        : `${values.username} is now an administrator with the new password.`,
    );
  } catch (err) {
    if (err instanceof ZodError) {
      console.error(err.issues.map((i) => i.message).join('\n'));
      process.exitCode = 1;
    } else throw err;
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
