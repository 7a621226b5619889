export function nginxVariables(options: {
  edgeEnvironment: Record<string, string>;
  instances: Array<{ pagesPort: number; apiPort: number }>;
  listenPort: number;
  staticDir: string;
  cacheDir: string;
  runDir: string;
  accessLog: string;
  buildId: string;
}): Record<string, string>;
