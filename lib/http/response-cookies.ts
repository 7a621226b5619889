import { serialize, type SerializeOptions } from "cookie";
import { usesSecureCookies } from "@/lib/auth/session-cookie";

/** Cookies a handler wants set on its response; the route handler copies them onto the HTTP response. */
export class ResponseCookies {
  private readonly headers: string[] = [];

  set(name: string, value: string, options: SerializeOptions = {}): void {
    this.headers.push(
      serialize(name, value, { path: "/", sameSite: "lax", secure: usesSecureCookies(), ...options }),
    );
  }

  delete(name: string, options: SerializeOptions = {}): void {
    this.set(name, "", { ...options, maxAge: 0, expires: new Date(0) });
  }

  applyTo(headers: Headers): void {
    for (const header of this.headers) headers.append("set-cookie", header);
  }
}
