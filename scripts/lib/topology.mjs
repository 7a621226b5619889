// The production topology as deploy/compose.yaml declares it, for `npm run stack` (scripts/lib/stack.mjs), which runs
// the same commands with the same settings as local processes, and for the test that checks the two agree.
import { readFileSync } from "node:fs";
import { parse } from "yaml";

export const COMPOSE_FILE = "deploy/compose.yaml";

/** What `npm run build` bundles into the standalone folder's servers/ (servers/<name>.mjs), besides serve-instance.mjs. */
export const SERVER_ENTRY_POINTS = {
  "api-server": "scripts/api-server.ts",
  worker: "scripts/worker.ts",
  "prepare-database": "scripts/prepare-database.ts",
};
export const NGINX_TEMPLATE = "deploy/nginx.conf";

/**
 * compose's variable interpolation: ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error}, ${VAR?error}. A required
 * variable that is missing yields undefined (the caller decides: the local stack generates its secrets).
 */
export function interpolate(value, env) {
  let missing = false;
  const text = String(value).replace(/\$\{([A-Z0-9_]+)(?:(:?)([-?])([^}]*))?\}/g, (_, name, colon, kind, rest) => {
    const set = env[name] !== undefined && (colon !== ":" || env[name] !== "");
    if (set) return env[name];
    if (kind === "-") return rest;
    if (kind === "?") missing = true;
    return "";
  });
  return missing ? undefined : text;
}

/** The services the stack runs, read from the compose file: commands and environments as written there. */
export function readTopology(composeText = readFileSync(COMPOSE_FILE, "utf8")) {
  const compose = parse(composeText, { merge: true });
  const services = compose.services ?? {};
  const byCommand = (test) => Object.entries(services).filter(([, service]) => test(service.command ?? []));
  const instances = byCommand((command) => command.some((part) => String(part).endsWith("serve-instance.mjs")));
  const [release] = byCommand((command) => command.some((part) => String(part).endsWith("prepare-database.mjs")));
  const [worker] = byCommand((command) => command.some((part) => String(part).endsWith("worker.mjs")));
  const edge = services.nginx;
  if (!release || !worker || instances.length === 0 || !edge) {
    throw new Error(`${COMPOSE_FILE} must declare the release step, the app instances, the worker and nginx.`);
  }
  const service = ([name, definition]) => ({
    name,
    command: (definition.command ?? []).map(String),
    environment: Object.fromEntries(Object.entries(definition.environment ?? {}).map(([key, value]) => [key, String(value)])),
    stopGracePeriod: definition.stop_grace_period,
  });
  return {
    release: service(release),
    instances: instances.map(service),
    worker: service(worker),
    edge: { environment: service(["nginx", edge]).environment },
    databaseImage: services.postgres?.image,
  };
}

/** deploy/nginx.conf with ${NAME} filled in from `variables`, as the nginx image's template step does. */
export function renderNginxTemplate(template, variables) {
  const rendered = template.replace(/\$\{([A-Z0-9_]+)\}/g, (whole, name) => variables[name] ?? whole);
  const left = rendered.match(/\$\{[A-Z0-9_]+\}/g);
  if (left) throw new Error(`${NGINX_TEMPLATE}: no value for ${[...new Set(left)].join(", ")}`);
  return rendered;
}

/**
 * nginx's main file around the rendered template, as the nginx image's own /etc/nginx/nginx.conf wraps its
 * conf.d: the same worker, event and http settings (sendfile on, tcp_nopush off: with it on, small cached pages waited
 * 40 ms each for delayed ACKs), the mime types, then the template at http level.
 */
export function nginxMainConfig({ runDir, httpInclude, user }) {
  return `# Written by npm run stack: the nginx image's main file, pointing at the rendered ${NGINX_TEMPLATE}.
${user ? `user ${user};\n` : ""}worker_processes auto;
daemon off;
pid ${runDir}/nginx.pid;
error_log ${runDir}/error.log warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    keepalive_timeout 65;
    include ${httpInclude};
}
`;
}
