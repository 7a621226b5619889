import type { Viewer } from "@/lib/authz/viewer";
import { findViewerForCookieHeader } from "@/lib/auth/find-viewer-for-cookies";
import { ResponseCookies } from "@/lib/http/response-cookies";
import { clientIpAddress } from "@/lib/http/request-info";
import { createRequestLoaders, type RequestLoaders } from "@/lib/graphql/request-loaders";

export type GraphQLContext = {
  request: Request;
  /** The signed-in viewer, or null. Resolvers never trust anything else about who is asking. */
  viewer: Viewer | null;
  ipAddress: string | null;
  userAgent: string | null;
  responseCookies: ResponseCookies;
  /** Batches relation fields into one query per request (lib/graphql/request-loaders.ts). */
  loaders: RequestLoaders;
};

/** What a resolver sees once its operation's authScopes required a signed-in caller (lib/graphql/builder.ts). */
export type SignedInContext = GraphQLContext & { viewer: Viewer };

export async function createGraphQLContext(request: Request): Promise<GraphQLContext> {
  return {
    request,
    viewer: await findViewerForCookieHeader(request.headers.get("cookie")),
    ipAddress: clientIpAddress(request.headers),
    userAgent: request.headers.get("user-agent"),
    responseCookies: new ResponseCookies(),
    loaders: createRequestLoaders(),
  };
}
