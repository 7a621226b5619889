import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from "jose";

export type GoogleTestIssuer = {
  jwksUrl: string;
  issuer: string;
  /** An ID token signed with the published key; claims override the defaults of a valid Google token. */
  sign(claims?: JWTPayload, options?: { expiresIn?: string | number; key?: "published" | "unpublished" }): Promise<string>;
  close(): Promise<void>;
};

/** Google's side of an ID token on loopback: an RSA key published as a JWKS, and tokens signed with it. */
export async function startGoogleTestIssuer({ audience }: { audience: string }): Promise<GoogleTestIssuer> {
  const published = await generateKeyPair("RS256");
  const unpublished = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(published.publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oauth2/v3/certs`;
  const issuer = "https://accounts.google.com";

  return {
    jwksUrl,
    issuer,
    async sign(claims = {}, { expiresIn = "1h", key = "published" } = {}) {
      return new SignJWT({
        email: "person@example.com",
        email_verified: true,
        given_name: "Pat",
        family_name: "Person",
        ...claims,
      })
        .setProtectedHeader({ alg: "RS256", kid: "test-key", typ: "JWT" })
        .setIssuer(typeof claims.iss === "string" ? claims.iss : issuer)
        .setAudience(claims.aud ?? audience)
        .setSubject(typeof claims.sub === "string" ? claims.sub : "google-subject-1")
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(key === "published" ? published.privateKey : unpublished.privateKey);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
