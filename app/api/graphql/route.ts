import { handleGraphQLRequest } from "@/lib/graphql/handle-graphql-request";

export const dynamic = "force-dynamic";

export async function POST(request: Request): Promise<Response> {
  return handleGraphQLRequest(request);
}

/** GraphiQL outside production; GET operations are otherwise refused by the CSRF guard. */
export async function GET(request: Request): Promise<Response> {
  return handleGraphQLRequest(request);
}
