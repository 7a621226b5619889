import { closeDb } from "../../lib/db";

/** Runs a db:* command: prints a failure's message (not a stack) and always releases the database. */
export function runScript(main: () => Promise<number | void>): void {
  main()
    .then(
      async (code) => {
        await closeDb();
        process.exit(code ?? 0);
      },
      async (error: unknown) => {
        await closeDb().catch(() => {});
        console.error(error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
}
