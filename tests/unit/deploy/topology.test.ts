import { readFileSync } from "node:fs";

import securityHeaders from "@/lib/http/security-headers.json";
import { nginxVariables } from "@/scripts/lib/stack.mjs";
import { SERVER_ENTRY_POINTS, interpolate, readTopology, renderNginxTemplate } from "@/scripts/lib/topology.mjs";

// `npm run stack` and deploy/compose.yaml must be one topology: the stack reads the compose file's services and runs
// their commands, and these checks keep the files it relies on in step with each other.

const topology = readTopology();
const dockerfile = readFileSync("deploy/Dockerfile", "utf8");
const template = readFileSync("deploy/nginx.conf", "utf8");

test("compose declares the release step, two app instances, the worker and nginx", () => {
  expect(topology.release.command).toEqual(["node", "--conditions=react-server", "servers/prepare-database.mjs"]);
  expect(topology.instances.map((instance) => instance.name)).toEqual(["app1", "app2"]);
  expect(topology.worker.command).toEqual(["node", "--conditions=react-server", "servers/worker.mjs"]);
  expect(topology.databaseImage).toMatch(/^postgres:/);
});

test("every command runs a file npm run build puts in the standalone folder", () => {
  const built = new Set([...Object.keys(SERVER_ENTRY_POINTS).map((name) => `servers/${name}.mjs`), "servers/serve-instance.mjs"]);
  for (const service of [topology.release, topology.worker, ...topology.instances]) {
    const script = service.command.find((part) => part.endsWith(".mjs"));
    expect(built).toContain(script);
  }
  // The image's default command is an app instance's, as compose runs it.
  expect(dockerfile).toContain(`CMD ${JSON.stringify(topology.instances[0]!.command).replaceAll(",", ", ")}`);
});

test("the app instances, the worker and the release step share one set of settings", () => {
  const { PAGES_PORT: _pages, API_PORT: _api, ...instanceSettings } = topology.instances[0]!.environment;
  const { METRICS_PORT: metricsPort, ...workerSettings } = topology.worker.environment;
  expect(metricsPort).toBe("9464");
  expect(instanceSettings).toEqual(workerSettings);
  expect(topology.release.environment).toEqual(workerSettings);
  expect(topology.worker.environment).toMatchObject({ NODE_ENV: "production", TRUSTED_PROXY_COUNT: "1", JOBS_IN_PROCESS: "off" });
  // A production install refuses to start without its secrets; compose says so instead of inventing them.
  expect(interpolate(topology.worker.environment.AUTH_SECRET!, {})).toBeUndefined();
  expect(interpolate(topology.worker.environment.AUTH_SECRET!, { AUTH_SECRET: "s3cret" })).toBe("s3cret");
});

test("compose and the stack fill in every name deploy/nginx.conf uses, and nothing else is left", () => {
  const used = new Set([...template.matchAll(/\$\{([A-Z0-9_]+)\}/g)].map((match) => match[1]!));
  // The image sources BUILD_ID from the build (deploy/nginx-build-id.envsh); compose gives the rest.
  const fromCompose = new Set([...Object.keys(topology.edge.environment), "BUILD_ID"]);
  expect([...used].filter((name) => !fromCompose.has(name))).toEqual([]);
  expect(readFileSync("deploy/nginx-build-id.envsh", "utf8")).toContain("export BUILD_ID");

  const instances = [
    { pagesPort: 4001, apiPort: 4002 },
    { pagesPort: 4003, apiPort: 4004 },
  ];
  const variables = nginxVariables({
    edgeEnvironment: topology.edge.environment,
    instances,
    listenPort: 8080,
    staticDir: "/srv/static",
    cacheDir: "/tmp/cache",
    runDir: "/tmp/run",
    accessLog: "/tmp/access.log",
    buildId: "build-1",
  });
  const rendered = renderNginxTemplate(template, variables);
  expect(rendered).toContain("server 127.0.0.1:4001 max_fails=1 fail_timeout=5s; server 127.0.0.1:4003");
  expect(rendered).toContain('proxy_cache_key "build-1|');
  expect(rendered).not.toMatch(/\$\{[A-Z0-9_]+\}/);
  // Compose's upstreams have the same shape, with the containers' names.
  expect(topology.edge.environment.APP_PAGES_SERVERS).toBe(
    "server app1:3000 max_fails=1 fail_timeout=5s; server app2:3000 max_fails=1 fail_timeout=5s;",
  );
});

test("the headers nginx adds to its own answers are the app's security headers, exactly", () => {
  const snippet = readFileSync("deploy/nginx-security-headers.conf", "utf8");
  const added = [...snippet.matchAll(/^add_header (\S+) "([^"]+)" always;$/gm)].map((match) => ({ key: match[1], value: match[2] }));
  expect(added).toEqual(securityHeaders);
});

test("the image runs as a non-root user with production dependencies only", () => {
  expect(dockerfile).toMatch(/npm ci --omit=dev/);
  const appStage = dockerfile.slice(dockerfile.indexOf("AS app"), dockerfile.indexOf("AS edge"));
  expect(appStage).toMatch(/^USER node$/m);
  expect(appStage).toContain("--from=deps");
});
