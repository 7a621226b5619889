import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A loopback SMTP server (npm smtp-server) that requires the given credentials, as a real relay would. STARTTLS is
 * off because the stand-in has no certificate; recipients ending in "@rejected.test" get "550 No such user".
 */
export async function startSmtpStandIn(credentials: { user: string; pass: string }) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error("Invalid username or password"));
      }
    },
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith("@rejected.test")) {
        callback(Object.assign(new Error("No such user"), { responseCode: 550 }));
      } else {
        callback();
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded value of one header of a raw message (enough for ASCII subjects). */
export function headerOf(raw: string, name: string): string | undefined {
  const match = new RegExp(`^${name}: (.*(?:\\r\\n[ \\t].*)*)`, "im").exec(raw);
  return match?.[1]?.replace(/\r\n[ \t]/g, " ");
}
