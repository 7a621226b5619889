// The first-load JavaScript floor: what an empty Next app (html and body only, a page rendering nothing) ships with
// this repository's Next and React, measured the same way as the real routes.
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../lib/run.mjs";
import { deferCleanup } from "./cleanup.mjs";
import { measurePage } from "./measure-page.mjs";
import { buildNextApp, startNextServer } from "./next-app.mjs";

const FILES = {
  "package.json": JSON.stringify({ name: "next-floor", private: true }, null, 2),
  "app/layout.tsx": `import type { ReactNode } from "react";

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  "app/page.tsx": `export default function Page() {
  return null;
}
`,
};

/** The deepest directory holding both paths (Turbopack compiles nothing outside its root). */
export function commonAncestor(a, b) {
  const partsA = path.resolve(a).split(path.sep);
  const partsB = path.resolve(b).split(path.sep);
  let length = 0;
  while (length < partsA.length && partsA[length] === partsB[length]) length += 1;
  return partsA.slice(0, length).join(path.sep) || path.sep;
}

export async function measureFloor({ repoRoot, env }) {
  const dir = mkdtempSync(path.join(tmpdir(), "next-floor-"));
  const removeDir = deferCleanup(() => rmSync(dir, { recursive: true, force: true }));
  try {
    for (const [file, content] of Object.entries(FILES)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), content);
    }
    const nodeModules = path.join(repoRoot, "node_modules");
    symlinkSync(nodeModules, path.join(dir, "node_modules"), "dir");
    // The symlinked node_modules lies outside the temp dir: widen Turbopack's root to cover both.
    const root = commonAncestor(dir, nodeModules);
    writeFileSync(path.join(dir, "next.config.js"), `module.exports = { turbopack: { root: ${JSON.stringify(root)} } };\n`);

    await buildNextApp({ cwd: dir, env, quiet: true });
    const server = await startNextServer({ cwd: dir, env, port: await freePort() });
    try {
      return await measurePage({ baseUrl: server.url, path: "/" });
    } finally {
      await server.stop();
    }
  } finally {
    await removeDir();
  }
}
