import { canonicalLocation, canonicalOriginRedirect } from "@/lib/http/canonical-origin";

function request(url: string, headers: Record<string, string> = {}) {
  const parsed = new URL(url);
  return {
    headers: new Headers({ host: parsed.host, ...headers }),
    nextUrl: { host: parsed.host, pathname: parsed.pathname, search: parsed.search },
  };
}

describe("canonicalOriginRedirect", () => {
  it("sends another host name of the same server to SITE_URL, keeping the path and query", () => {
    expect(canonicalOriginRedirect(request("http://127.0.0.1:3000/log-in?next=%2Fhealth"), "http://localhost:3000")).toBe(
      "http://localhost:3000/log-in?next=%2Fhealth",
    );
    expect(canonicalOriginRedirect(request("http://example.com/pricing"), "https://www.example.com")).toBe(
      "https://www.example.com/pricing",
    );
  });

  it("leaves a request on SITE_URL's host alone, whatever scheme reached the app behind a proxy", () => {
    expect(canonicalOriginRedirect(request("http://localhost:3000/health"), "http://localhost:3000")).toBeNull();
    expect(canonicalOriginRedirect(request("http://app.example.com/health"), "https://app.example.com")).toBeNull();
    expect(canonicalOriginRedirect(request("http://APP.example.com/health"), "https://app.example.com")).toBeNull();
  });

  it("uses the browser's host from X-Forwarded-Host behind a reverse proxy", () => {
    const proxied = request("http://10.0.0.5:3000/health", { "x-forwarded-host": "app.example.com" });
    expect(canonicalOriginRedirect(proxied, "https://app.example.com")).toBeNull();
    const other = request("http://10.0.0.5:3000/health", { "x-forwarded-host": "old.example.com" });
    expect(canonicalOriginRedirect(other, "https://app.example.com")).toBe("https://app.example.com/health");
  });

  it("without SITE_URL treats localhost on the request's port as canonical, as the emailed links do", () => {
    expect(canonicalOriginRedirect(request("http://127.0.0.1:4000/log-in"), undefined)).toBe("http://localhost:4000/log-in");
    expect(canonicalOriginRedirect(request("http://localhost:4000/log-in"), undefined)).toBeNull();
  });

  it("never redirects on a malformed SITE_URL", () => {
    expect(canonicalOriginRedirect(request("http://127.0.0.1:3000/"), "not a url")).toBeNull();
  });
});

describe("canonicalLocation", () => {
  it("keeps a plain path and query, and turns anything else into the home page of SITE_URL", () => {
    expect(canonicalLocation("https://app.example.com", "/log-in?next=%2Fhealth")).toBe(
      "https://app.example.com/log-in?next=%2Fhealth",
    );
    expect(canonicalLocation("https://app.example.com", "//evil.example/x")).toBe("https://app.example.com/");
    expect(canonicalLocation("https://app.example.com", "https://evil.example/")).toBe("https://app.example.com/");
    expect(canonicalLocation("https://app.example.com", null)).toBe("https://app.example.com/");
  });
});
