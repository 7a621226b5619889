// The command line of `npm run bench:site`.
import { parseArgs } from "node:util";

export const DEFAULT_LIGHTHOUSE_PAGES = ["/", "/pricing", "/partners/kipp", "/jobs/financial-coach"];
export const DEFAULT_RUNS = 3;

export const USAGE = `Usage: npm run bench:site -- [--no-build] [--runs N] [--pages /a,/b]

  --no-build     reuse the production build in .next-bench/ (built anyway when there is none)
  --runs N       Lighthouse runs per page, the median by performance score is reported (default ${DEFAULT_RUNS};
                 0 skips Lighthouse)
  --pages /a,/b  the pages Lighthouse audits (default ${DEFAULT_LIGHTHOUSE_PAGES.join(",")})`;

/** Reads the options; throws an Error whose message explains the mistake (the caller prints it with USAGE). */
export function parseBenchArgs(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      "no-build": { type: "boolean", default: false },
      runs: { type: "string" },
      pages: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  return {
    build: !values["no-build"],
    runs: values.runs === undefined ? DEFAULT_RUNS : parseRuns(values.runs),
    pages: values.pages === undefined ? DEFAULT_LIGHTHOUSE_PAGES : parsePages(values.pages),
    help: values.help,
  };
}

function parseRuns(text) {
  if (!/^\d+$/.test(text)) throw new Error(`--runs wants a whole number, got "${text}"`);
  return Number(text);
}

function parsePages(text) {
  const pages = text
    .split(",")
    .map((page) => page.trim())
    .filter(Boolean);
  if (pages.length === 0) throw new Error("--pages wants at least one path");
  const invalid = pages.find((page) => !page.startsWith("/"));
  if (invalid) throw new Error(`--pages wants paths starting with "/", got "${invalid}"`);
  return pages;
}
