import { readFile } from "node:fs/promises";
import path from "node:path";

import * as bindings from "@prisma/schema-engine-wasm/schema_engine_bg";

// The package's entry point imports its `.wasm` file as an ES module, which Node cannot load. We instantiate the
// WebAssembly ourselves and hand it to the generated bindings, as its entry point would
// (../shared/notes/prisma-offline.md §4). Internal API: the version is pinned in package.json and covered by a test.
let loaded: Promise<typeof bindings> | undefined;

export function loadSchemaEngine(): Promise<typeof bindings> {
  loaded ??= instantiate();
  return loaded;
}

async function instantiate(): Promise<typeof bindings> {
  const bindingsFile = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
  const wasmPath = path.join(path.dirname(bindingsFile), "schema_engine_bg.wasm");
  const { instance } = await WebAssembly.instantiate(await readFile(wasmPath), {
    "./schema_engine_bg.js": bindings as unknown as WebAssembly.ModuleImports,
  });
  const exports = instance.exports as unknown as { __wbindgen_start: () => void };
  bindings.__wbg_set_wasm(instance.exports);
  exports.__wbindgen_start();
  return bindings;
}
