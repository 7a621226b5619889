// The scripts every public route loads: the site-wide share of first-load JavaScript (layouts, shared components),
// which tells a budget miss on every route apart from one page's own weight.

export function sharedScripts(routes) {
  const answered = routes.filter((route) => route.status === 200);
  if (answered.length === 0) return { gzipBytes: 0, scripts: [] };
  const [first, ...rest] = answered;
  const scripts = first.javascript.scripts.filter((script) =>
    rest.every((route) => route.javascript.scripts.some((other) => other.url === script.url)),
  );
  return { gzipBytes: scripts.reduce((total, script) => total + script.gzipBytes, 0), scripts };
}
