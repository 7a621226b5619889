import { handleGraphQLRequest } from "@/lib/graphql/handle-graphql-request";
import { withRequestLog } from "@/lib/log/with-request-log";

export const dynamic = "force-dynamic";

export async function POST(request: Request): Promise<Response> {
  return withRequestLog(request, () => handleGraphQLRequest(request));
}

/** GraphiQL outside production; GET operations are otherwise refused by the CSRF guard. */
export async function GET(request: Request): Promise<Response> {
  return withRequestLog(request, () => handleGraphQLRequest(request));
}
