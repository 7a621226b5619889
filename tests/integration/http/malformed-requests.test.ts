import { NextRequest } from "next/server";
import { POST as nextAuthPost } from "@/app/api/auth/[...nextauth]/route";
import { POST as bankLinkSandboxPost } from "@/app/api/bank-linking/sandbox/route";
import { POST as approvePost } from "@/app/dev/identity-provider/approve/route";
import { proxy } from "@/proxy";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

// Each answered a bare 500 before: a malformed request is the caller's mistake and gets a 4xx.

test("a path that is not valid percent-encoding is a 400, not a crash", async () => {
  for (const path of ["/verify/sent/%E0%A4%A", "/verify/sent/%", "/partners/%ZZ"]) {
    const response = proxy(new NextRequest(`http://localhost:3000${path}`));
    expect({ path, status: response.status }).toEqual({ path, status: 400 });
  }
  expect(proxy(new NextRequest("http://localhost:3000/verify/sent/abc%20def")).status).toBe(200);
});

test("the identity-provider stand-in refuses a body that is not a form", async () => {
  const bodies: Array<[string, string]> = [
    ["application/json", '{"email": '],
    ["multipart/form-data; boundary=nothing", "--garbage"],
    ["text/plain", "email=someone@mariner.com"],
  ];
  for (const [contentType, body] of bodies) {
    const response = await approvePost(
      new Request("http://localhost:3000/dev/identity-provider/approve", {
        method: "POST",
        headers: { "content-type": contentType },
        body,
      }),
    );
    expect({ contentType, status: response.status }).toEqual({ contentType, status: 400 });
  }
});

test("the credentials callback refuses a malformed JSON body", async () => {
  const context = { params: Promise.resolve({ nextauth: ["callback", "credentials"] }) };
  for (const body of ['{"csrfToken": ', "null", "[1,2]"]) {
    const response = await nextAuthPost(
      new NextRequest("http://localhost:3000/api/auth/callback/credentials", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      }),
      context,
    );
    expect({ body, status: response.status }).toEqual({ body, status: 400 });
  }
});

test("the sandbox bank-link route refuses a malformed body", async () => {
  const response = await bankLinkSandboxPost(
    new Request("http://localhost:3000/api/bank-linking/sandbox", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    }),
  );
  expect(response.status).toBe(400);
});
