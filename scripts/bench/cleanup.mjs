// Things to undo however the bench ends: normally, on an error, or on Ctrl-C (servers, Chrome, temp dirs,
// tsconfig.json). Tasks run once, newest first.
const tasks = [];
let running = null;
let stopping = false;

/** True once Ctrl-C (or SIGTERM) asked the bench to stop: long loops check it to end early. */
export function isStopping() {
  return stopping;
}

/** Registers `task`; the returned function runs it now and forgets it. The task runs once; every caller waits for it. */
export function deferCleanup(task) {
  let once = null;
  const entry = () => (once ??= Promise.resolve().then(task));
  tasks.push(entry);
  return () => {
    const index = tasks.indexOf(entry);
    if (index !== -1) tasks.splice(index, 1);
    return entry();
  };
}

/** Runs every registered task; a second call while they run waits for the same run. */
export function runCleanups() {
  running ??= (async () => {
    while (tasks.length > 0) {
      const task = tasks.pop();
      try {
        await task();
      } catch (error) {
        console.error(`Cleanup failed: ${error instanceof Error ? error.message : error}`);
      }
    }
  })().finally(() => {
    running = null;
  });
  return running;
}

export function cleanUpOnSignals() {
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => {
      stopping = true;
      console.error(`\n${signal}: stopping the bench...`);
      runCleanups().finally(() => process.exit(130));
    });
  }
}
