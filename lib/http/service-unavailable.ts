// What a request gets while the database is unreachable: 503 and when to try again, in the API's error shape.
// Clients retry on their own (urql's retry exchange); people read the message.
export const SERVICE_UNAVAILABLE_MESSAGE = "The service is briefly unavailable. Please try again in a few seconds.";
export const RETRY_AFTER_SECONDS = 5;

export function serviceUnavailableResponse(ResponseClass: typeof Response = Response): Response {
  return ResponseClass.json(
    { errors: [{ message: SERVICE_UNAVAILABLE_MESSAGE, extensions: { code: "SERVICE_UNAVAILABLE" } }] },
    { status: 503, headers: { "retry-after": String(RETRY_AFTER_SECONDS), "cache-control": "no-store" } },
  );
}
