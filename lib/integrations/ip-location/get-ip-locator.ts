import "server-only";
import { getEnv } from "@/lib/env";
import { IpinfoLocator } from "./ipinfo-adapter";
import { LocalIpLocator } from "./local-adapter";
import type { IpLocator } from "./types";

let locator: IpLocator | undefined;

/** ipinfo.io with IPINFO_TOKEN, else the local stand-in. One per process, so its cache is shared. */
export function getIpLocator(): IpLocator {
  const token = getEnv().IPINFO_TOKEN;
  locator ??= token ? new IpinfoLocator({ token }) : new LocalIpLocator();
  return locator;
}
