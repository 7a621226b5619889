import { createGoogleTokenVerifier } from "@/lib/integrations/identity-providers/google-adapter";
import { IdentityProviderError } from "@/lib/integrations/identity-providers/types";
import {
  startGoogleTestIssuer,
  type GoogleTestIssuer,
} from "@/tests/helpers/integrations/identity-providers/google-test-issuer";

// The real Google adapter (jose, remote JWKS) against a key server on loopback: no mocks.
const clientId = "mariner-web.apps.googleusercontent.com";
let google: GoogleTestIssuer;

beforeAll(async () => {
  google = await startGoogleTestIssuer({ audience: clientId });
});
afterAll(() => google.close());

function verifier() {
  return createGoogleTokenVerifier({ clientId, jwksUrl: google.jwksUrl });
}

test("a valid ID token gives the verified identity, email lower-cased", async () => {
  const token = await google.sign({ email: "Pat.Person@Example.com", picture: "https://example.com/p.png" });
  await expect(verifier().verifyIdToken(token)).resolves.toEqual({
    subject: "google-subject-1",
    email: "pat.person@example.com",
    firstName: "Pat",
    lastName: "Person",
    pictureUrl: "https://example.com/p.png",
  });
});

test("the short issuer form Google also uses is accepted", async () => {
  const token = await google.sign({ iss: "accounts.google.com" });
  await expect(verifier().verifyIdToken(token)).resolves.toMatchObject({ email: "person@example.com" });
});

test.each([
  ["another audience", { aud: "someone-else.apps.googleusercontent.com" }, {}],
  ["another issuer", { iss: "https://evil.example.com" }, {}],
  ["an unverified email", { email_verified: false }, {}],
  ["no email", { email: undefined }, {}],
  ["an expired token", {}, { expiresIn: Math.floor(Date.now() / 1000) - 3600 }],
  ["a key Google did not publish", {}, { key: "unpublished" as const }],
])("refuses %s", async (_name, claims, options) => {
  const token = await google.sign(claims, options);
  await expect(verifier().verifyIdToken(token)).rejects.toBeInstanceOf(IdentityProviderError);
});

test("refuses garbage and unsigned tokens", async () => {
  const unsigned = `${Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url")}.${Buffer.from(
    JSON.stringify({ iss: google.issuer, aud: clientId, sub: "x", email: "a@b.c", email_verified: true }),
  ).toString("base64url")}.`;
  await expect(verifier().verifyIdToken("not-a-token")).rejects.toBeInstanceOf(IdentityProviderError);
  await expect(verifier().verifyIdToken(unsigned)).rejects.toBeInstanceOf(IdentityProviderError);
});
