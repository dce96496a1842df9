// One list of things to undo (child servers, PostgreSQL, temp folders), run in reverse order
// on success, on failure and on Ctrl-C alike, so a broken run never leaves a server behind.
const tasks = [];

/** Registers fn; returns a function that runs it now (once) and forgets it. */
export function onCleanup(label, fn) {
  const task = { label, fn, done: false };
  tasks.push(task);
  return async () => {
    if (task.done) return;
    task.done = true;
    tasks.splice(tasks.indexOf(task), 1);
    await fn();
  };
}

export async function cleanupAll() {
  while (tasks.length) {
    const task = tasks.pop();
    if (task.done) continue;
    task.done = true;
    try {
      await task.fn();
    } catch (err) {
      console.error(`cleanup ${task.label} failed: ${err?.message ?? err}`);
    }
  }
}

/** Ctrl-C / kill: undo everything, then exit with the conventional 128+signal code. */
export function cleanupOnSignals() {
  let stopping = false;
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ]) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.error(`\n${signal}: stopping servers and PostgreSQL...`);
      // Bounded: if a child refuses to die, leave anyway rather than hang the terminal.
      const force = setTimeout(() => process.exit(code), 15_000);
      force.unref();
      cleanupAll().finally(() => process.exit(code));
    });
  }
}
