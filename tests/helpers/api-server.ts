import type { AddressInfo } from "node:net";

import { createApiServer } from "@/lib/api-server/create-api-server";

export interface RunningApiServer {
  url: string;
  close(): Promise<void>;
}

/** The standalone API server (lib/api-server) in this process on a free loopback port, as `npm run api` serves it. */
export async function startApiServer(): Promise<RunningApiServer> {
  const server = createApiServer({ trustedProxyCount: 0 });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
