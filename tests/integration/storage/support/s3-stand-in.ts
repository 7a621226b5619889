import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { crc32 } from "node:zlib";

export type S3StandIn = {
  endpoint: string;
  bucket: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** Keys of the objects held now. */
  keys(): string[];
  close(): Promise<void>;
};

type StoredObject = { body: Buffer; contentType: string };

/**
 * A loopback stand-in of S3's REST API, just what the adapter uses: PUT, GET (with a byte range), HEAD and DELETE of
 * objects in one bucket, path-style. Every request must carry a valid Signature Version 4, written here from AWS's
 * description rather than with the SDK's own signer: presigned in the query (checked for expiry, like S3: 403
 * "Request has expired") or in the Authorization header. Signed headers (Content-Type, Content-Length) are therefore
 * held to their signed values. Errors are S3's XML bodies and statuses.
 */
export async function startS3StandIn(): Promise<S3StandIn> {
  const bucket = "member-files";
  const region = "us-east-1";
  const credentials = { accessKeyId: "AKIASTANDIN000000000", secretAccessKey: "stand-in-secret-key/0123456789abcdefghij" };
  const objects = new Map<string, StoredObject>();

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      try {
        answer(request, Buffer.concat(chunks), response);
      } catch (error) {
        sendError(response, 500, "InternalError", String(error));
      }
    });
  });

  function answer(request: IncomingMessage, body: Buffer, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const [, bucketName, ...keyParts] = url.pathname.split("/");
    if (bucketName !== bucket) return sendError(response, 404, "NoSuchBucket", "The specified bucket does not exist");
    const key = keyParts.map(decodeURIComponent).join("/");

    const denied = checkSignature(request, url, credentials, region);
    if (denied) return sendError(response, 403, denied.code, denied.message);

    switch (request.method) {
      case "PUT": {
        if (request.headers["content-length"] === undefined) {
          return sendError(response, 411, "MissingContentLength", "You must provide the Content-Length HTTP header.");
        }
        // S3 holds a body to a checksum the request carries (the SDK may put one in a presigned URL).
        const crc32 = url.searchParams.get("x-amz-checksum-crc32") ?? request.headers["x-amz-checksum-crc32"];
        if (crc32 !== undefined && crc32 !== crc32Base64(body)) {
          return sendError(response, 400, "BadDigest", "The CRC32 you specified did not match the calculated checksum.");
        }
        objects.set(key, { body, contentType: request.headers["content-type"] ?? "binary/octet-stream" });
        response.writeHead(200, { ETag: `"${createHash("md5").update(body).digest("hex")}"` });
        return response.end();
      }
      case "GET":
      case "HEAD": {
        const object = objects.get(key);
        if (!object) {
          if (request.method === "HEAD") return void response.writeHead(404).end();
          return sendError(response, 404, "NoSuchKey", "The specified key does not exist.");
        }
        const headers: Record<string, string> = { "Content-Type": object.contentType };
        const disposition = url.searchParams.get("response-content-disposition");
        if (disposition) headers["Content-Disposition"] = disposition;
        const cacheControl = url.searchParams.get("response-cache-control");
        if (cacheControl) headers["Cache-Control"] = cacheControl;
        const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? "");
        if (range) {
          const start = Number(range[1]);
          if (start >= object.body.length) {
            return sendError(response, 416, "InvalidRange", "The requested range is not satisfiable");
          }
          const end = Math.min(Number(range[2]), object.body.length - 1);
          const part = object.body.subarray(start, end + 1);
          headers["Content-Range"] = `bytes ${start}-${end}/${object.body.length}`;
          headers["Content-Length"] = String(part.length);
          response.writeHead(206, headers);
          return response.end(request.method === "HEAD" ? undefined : part);
        }
        headers["Content-Length"] = String(object.body.length);
        response.writeHead(200, headers);
        return response.end(request.method === "HEAD" ? undefined : object.body);
      }
      case "DELETE":
        objects.delete(key);
        return void response.writeHead(204).end();
      default:
        return sendError(response, 405, "MethodNotAllowed", "The specified method is not allowed against this resource.");
    }
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    credentials,
    keys: () => [...objects.keys()],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

type Denied = { code: string; message: string };

function checkSignature(
  request: IncomingMessage,
  url: URL,
  credentials: { accessKeyId: string; secretAccessKey: string },
  region: string,
): Denied | undefined {
  const query = url.searchParams;
  const presigned = query.has("X-Amz-Signature");
  let credential: string;
  let amzDate: string;
  let signedHeaders: string;
  let signature: string;
  let payloadHash: string;
  if (presigned) {
    credential = query.get("X-Amz-Credential") ?? "";
    amzDate = query.get("X-Amz-Date") ?? "";
    signedHeaders = query.get("X-Amz-SignedHeaders") ?? "";
    signature = query.get("X-Amz-Signature") ?? "";
    payloadHash = query.get("X-Amz-Content-Sha256") ?? "UNSIGNED-PAYLOAD";
  } else {
    const authorization = /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)$/.exec(
      request.headers.authorization ?? "",
    );
    if (!authorization) return { code: "AccessDenied", message: "Access Denied" };
    [, credential = "", signedHeaders = "", signature = ""] = authorization;
    amzDate = header(request, "x-amz-date");
    payloadHash = header(request, "x-amz-content-sha256");
  }

  const [accessKeyId, day, scopeRegion, service, terminator] = credential.split("/");
  if (accessKeyId !== credentials.accessKeyId) {
    return { code: "InvalidAccessKeyId", message: "The AWS Access Key Id you provided does not exist in our records." };
  }
  if (scopeRegion !== region || service !== "s3" || terminator !== "aws4_request" || !amzDate.startsWith(day ?? "-")) {
    return { code: "AuthorizationHeaderMalformed", message: "The credential scope is wrong." };
  }

  const canonicalQuery = [...query.entries()]
    .filter(([name]) => name !== "X-Amz-Signature")
    .map(([name, value]) => [encode(name), encode(value)])
    .sort(([a = "", x = ""], [b = "", y = ""]) => (a === b ? compare(x, y) : compare(a, b)))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
  const headerNames = signedHeaders.split(";");
  const canonicalHeaders = headerNames.map((name) => `${name}:${header(request, name).trim().replace(/\s+/g, " ")}\n`).join("");
  const canonicalRequest = [request.method, url.pathname, canonicalQuery, canonicalHeaders, signedHeaders, payloadHash].join("\n");
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(canonicalRequest)].join("\n");
  let key = hmac(`AWS4${credentials.secretAccessKey}`, day ?? "");
  for (const part of [region, "s3", "aws4_request"]) key = hmac(key, part);
  const expected = Buffer.from(createHmac("sha256", key).update(stringToSign).digest("hex"));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { code: "SignatureDoesNotMatch", message: "The request signature we calculated does not match the signature you provided." };
  }

  if (presigned) {
    const expires = Number(query.get("X-Amz-Expires"));
    if (!Number.isInteger(expires) || expires < 1 || expires > 604800) {
      return { code: "AuthorizationQueryParametersError", message: "X-Amz-Expires must be between 1 and 604800 seconds." };
    }
    const deadline = parseAmzDate(amzDate) + expires * 1000;
    if (!(Date.now() <= deadline)) return { code: "AccessDenied", message: "Request has expired" };
  }
  return undefined;
}

function header(request: IncomingMessage, name: string): string {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(",") : (value ?? "");
}

/** RFC 3986 unreserved characters stay; everything else is percent-encoded (AWS's UriEncode). */
function encode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

function crc32Base64(body: Buffer): string {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(crc32(body));
  return bytes.toString("base64");
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac("sha256", key).update(data).digest();
}

function parseAmzDate(value: string): number {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return Number.NaN;
  const [, year, month, date, hours, minutes, seconds] = match.map(Number) as number[];
  return Date.UTC(year!, month! - 1, date!, hours!, minutes!, seconds!);
}

function sendError(response: ServerResponse, status: number, code: string, message: string) {
  response.writeHead(status, { "Content-Type": "application/xml" });
  response.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}
