import "server-only";
import { cache } from "react";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { getAuthenticationInfo, type AuthenticationInfo } from "@/lib/users/get-authentication-info";

/** The signed-in user's authentication info, loaded once per page render however many components ask. */
export const getPageAuthenticationInfo = cache(async (): Promise<AuthenticationInfo | null> => {
  const viewer = await getPageViewer();
  return viewer ? getAuthenticationInfo({ viewer }) : null;
});
