import "server-only";
import { IncompleteBodyError, UploadTooLargeError, type LocalFileStorage } from "./local-adapter";
import { contentDisposition } from "./content-disposition";

// The HTTP side of the local adapter's signed URLs (app/api/storage/[...key]/route.ts). Statuses follow S3's:
// 403 for a bad signature or an expired URL, 404 for a missing object, 411 without a length, 400 for a short body.
// Bodies that are not wanted are never read: every refusal before the body answers at once.

const noStore = { "Cache-Control": "private, no-store" };

export async function receiveLocalUpload({
  storage,
  request,
  keySegments,
}: {
  storage: LocalFileStorage;
  request: Request;
  keySegments: string[];
}): Promise<Response> {
  const key = keySegments.join("/");
  const check = storage.checkUpload({
    key,
    searchParams: new URL(request.url).searchParams,
    contentType: request.headers.get("content-type") ?? "",
  });
  if (!check.ok) return refuse(check.status, check.message);
  const { grant } = check;

  const declared = request.headers.get("content-length");
  if (grant.exactLength) {
    // The length is one of the URL's signed headers: any other is a different request.
    if (declared !== String(grant.limit)) return refuse(403, "The request signature does not match.");
  } else {
    if (declared === null || !/^\d+$/.test(declared)) return refuse(411, "Content-Length is required.");
    if (Number(declared) > grant.limit) return refuse(413, "The file is larger than this upload allows.");
  }

  try {
    await storage.writeObject({ key, body: request.body ?? new ReadableStream(), grant });
  } catch (error) {
    // The header's length only lets a plainly too large upload be refused unread: the byte count while streaming
    // is what holds.
    if (error instanceof UploadTooLargeError) return refuse(413, error.message);
    if (error instanceof IncompleteBodyError) return refuse(400, error.message);
    throw error;
  }
  return new Response(null, { status: 200, headers: noStore });
}

export async function serveLocalDownload({
  storage,
  request,
  keySegments,
}: {
  storage: LocalFileStorage;
  request: Request;
  keySegments: string[];
}): Promise<Response> {
  const key = keySegments.join("/");
  const check = storage.checkDownload({ key, searchParams: new URL(request.url).searchParams });
  if (!check.ok) return refuse(check.status, check.message);
  const object = await storage.openObject(key);
  if (!object) return refuse(404, "The specified key does not exist.");
  const headers: Record<string, string> = {
    ...noStore,
    "Content-Type": object.contentType,
    "Content-Length": String(object.size),
    // A stored file is never run as a page of this site, whatever it claims to be.
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "X-Content-Type-Options": "nosniff",
  };
  if (check.grant.downloadName !== undefined) headers["Content-Disposition"] = contentDisposition(check.grant.downloadName);
  if (request.method === "HEAD") {
    await object.body.cancel();
    return new Response(null, { status: 200, headers });
  }
  return new Response(object.body, { status: 200, headers });
}

function refuse(status: number, message: string): Response {
  return Response.json({ error: message }, { status, headers: noStore });
}
