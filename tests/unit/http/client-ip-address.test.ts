import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { appendPeerAddress, forwardPeerAddress } from "@/lib/http/forward-peer-address";
import { clientIpAddress } from "@/lib/http/request-info";

const withForwardedFor = (value?: string) => new Headers(value === undefined ? {} : { "x-forwarded-for": value });

describe("clientIpAddress", () => {
  test("with no trusted proxy, the connection's own address (the last entry) is the client, whatever it claims", () => {
    expect(clientIpAddress(withForwardedFor("198.51.100.7"), 0)).toBe("198.51.100.7");
    expect(clientIpAddress(withForwardedFor("1.1.1.1, 198.51.100.7"), 0)).toBe("198.51.100.7");
    expect(clientIpAddress(withForwardedFor("2.2.2.2, 3.3.3.3, 198.51.100.7"), 0)).toBe("198.51.100.7");
  });

  test("with N trusted proxies, the address the outermost one saw; anything left of it is ignored", () => {
    // caller's claim, client (seen by the load balancer), load balancer (the connection)
    expect(clientIpAddress(withForwardedFor("6.6.6.6, 203.0.113.9, 10.0.0.2"), 1)).toBe("203.0.113.9");
    expect(clientIpAddress(withForwardedFor("7.7.7.7, 203.0.113.9, 10.0.0.2"), 1)).toBe("203.0.113.9");
    expect(clientIpAddress(withForwardedFor("203.0.113.9, 10.0.0.3, 10.0.0.2"), 2)).toBe("203.0.113.9");
  });

  test("fewer entries than trusted proxies: the leftmost known address", () => {
    expect(clientIpAddress(withForwardedFor("10.0.0.2"), 2)).toBe("10.0.0.2");
  });

  test("IPv4 clients of a dual-stack socket are one key; no address at all is null", () => {
    expect(clientIpAddress(withForwardedFor("::ffff:127.0.0.1"), 0)).toBe("127.0.0.1");
    expect(clientIpAddress(withForwardedFor(), 0)).toBeNull();
    expect(clientIpAddress(new Headers({ "x-real-ip": "9.9.9.9" }), 0)).toBeNull();
  });
});

describe("forwarding the connection's address", () => {
  test("appends it after whatever the caller sent", () => {
    const request = { headers: { "x-forwarded-for": "6.6.6.6" } as Record<string, string | string[] | undefined> };
    appendPeerAddress(request, { remoteAddress: "192.0.2.4" });
    expect(request.headers["x-forwarded-for"]).toBe("6.6.6.6, 192.0.2.4");
  });

  describe("on a real server", () => {
    let server: Server;
    let url: string;
    beforeAll(async () => {
      forwardPeerAddress();
      server = createServer((request, response) => {
        const headers = new Headers();
        const forwarded = request.headers["x-forwarded-for"];
        if (typeof forwarded === "string") headers.set("x-forwarded-for", forwarded);
        response.end(clientIpAddress(headers, 0) ?? "none");
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    test("a forged X-Forwarded-For does not change the address the app keys on", async () => {
      const plain = await (await fetch(url)).text();
      const forged = await (await fetch(url, { headers: { "x-forwarded-for": "203.0.113.66" } })).text();
      expect(plain).toBe("127.0.0.1");
      expect(forged).toBe("127.0.0.1");
    });
  });
});
