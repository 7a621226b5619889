import { getLocalFileStorage } from "@/lib/integrations/storage/get-file-storage";
import { receiveLocalUpload, serveLocalDownload } from "@/lib/integrations/storage/local-storage-http";

// The local file storage's signed URLs (lib/integrations/storage/local-adapter.ts). The URL's signature is the
// caller's only ticket, as with S3's presigned URLs. Not there at all when S3 is configured.

type Context = { params: Promise<{ key: string[] }> };

export const dynamic = "force-dynamic";

export async function PUT(request: Request, { params }: Context): Promise<Response> {
  const storage = getLocalFileStorage();
  if (!storage) return new Response("Not Found", { status: 404 });
  return receiveLocalUpload({ storage, request, keySegments: (await params).key });
}

export async function GET(request: Request, { params }: Context): Promise<Response> {
  const storage = getLocalFileStorage();
  if (!storage) return new Response("Not Found", { status: 404 });
  return serveLocalDownload({ storage, request, keySegments: (await params).key });
}
