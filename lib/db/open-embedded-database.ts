import { mkdirSync } from "node:fs";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";

import { EMBEDDED_EXTENSIONS } from "./embedded-extensions";
import { lockEmbeddedFolder } from "./lock-embedded-folder";

export interface EmbeddedDatabase {
  pglite: PGlite;
  /** Absolute folder, or the `memory://` name. */
  location: string;
  close(): Promise<void>;
}

export function isInMemory(dataDir: string): boolean {
  return dataDir.startsWith("memory://");
}

/**
 * Opens PGlite in `dataDir` (created with its parents: PGlite does not create them) while holding the folder's
 * cross-process lock until close. `memory://...` opens a private in-memory database: nothing to lock.
 */
export async function openEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  if (isInMemory(dataDir)) {
    const pglite = await PGlite.create(dataDir, { extensions: EMBEDDED_EXTENSIONS });
    return { pglite, location: dataDir, close: () => pglite.close() };
  }

  const location = path.resolve(dataDir);
  mkdirSync(location, { recursive: true });
  const lock = lockEmbeddedFolder(location);
  try {
    const pglite = await PGlite.create(location, { extensions: EMBEDDED_EXTENSIONS });
    return {
      pglite,
      location,
      close: async () => {
        try {
          await pglite.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
