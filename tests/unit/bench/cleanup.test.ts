import { deferCleanup, runCleanups } from "@/scripts/bench/cleanup.mjs";

test("cleanups run once each, newest first, and a released one is not run again", async () => {
  const done: string[] = [];
  deferCleanup(() => void done.push("temp dir"));
  const stopServer = deferCleanup(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    done.push("server");
  });
  deferCleanup(() => void done.push("chrome"));

  await Promise.all([stopServer(), stopServer()]);
  expect(done).toEqual(["server"]);

  await Promise.all([runCleanups(), runCleanups()]);
  expect(done).toEqual(["server", "chrome", "temp dir"]);

  await runCleanups();
  expect(done).toHaveLength(3);
});
