export const COMPOSE_FILE: string;
export const NGINX_TEMPLATE: string;
export const SERVER_ENTRY_POINTS: Record<string, string>;

export interface TopologyService {
  name: string;
  command: string[];
  environment: Record<string, string>;
  stopGracePeriod?: string;
}

export interface Topology {
  release: TopologyService;
  instances: TopologyService[];
  worker: TopologyService;
  edge: { environment: Record<string, string> };
  databaseImage?: string;
}

export function interpolate(value: string, env: Record<string, string | undefined>): string | undefined;
export function readTopology(composeText?: string): Topology;
export function renderNginxTemplate(template: string, variables: Record<string, string>): string;
export function nginxMainConfig(options: { runDir: string; httpInclude: string; user?: string }): string;
