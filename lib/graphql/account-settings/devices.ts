import { listSignedInDevices, type SignedInDevice } from "@/lib/devices/list-signed-in-devices";
import { signOutDevice } from "@/lib/devices/sign-out-device";
import { signOutEverywhereElse } from "@/lib/devices/sign-out-everywhere-else";
import { builder } from "@/lib/graphql/builder";
import { payloadType, runPayload } from "@/lib/graphql/payload";

// The member's signed-in devices on /account-details (issue 13 item 3; names ours, docs/decisions.md). Never in
// coach mode: a coach sees neither the member's devices nor their addresses, and ends none of them.

const SignedInDeviceKindEnum = builder.enumType("SignedInDeviceKind", {
  description: "SESSION: a browser signed in now. REMEMBERED_DEVICE: a browser that skips the sign-in code for 30 days.",
  values: ["SESSION", "REMEMBERED_DEVICE"] as const,
});

const SignedInDeviceType = builder.objectRef<SignedInDevice>("SignedInDevice").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.field({ type: SignedInDeviceKindEnum, resolve: (device) => device.kind }),
    browser: t.exposeString("browser", { description: "e.g. 'Chrome on macOS'." }),
    place: t.exposeString("place", { nullable: true, description: "Roughly where its address is, when known." }),
    ipAddress: t.exposeString("ipAddress", { nullable: true }),
    since: t.field({ type: "DateTime", resolve: (device) => device.since }),
    lastSeenAt: t.field({ type: "DateTime", resolve: (device) => device.lastSeenAt }),
    isCurrent: t.exposeBoolean("isCurrent", { description: "The browser making this request." }),
    expiresAt: t.field({ type: "DateTime", nullable: true, resolve: (device) => device.expiresAt }),
  }),
});

builder.queryField("signedInDevices", (t) =>
  t.withAuth({ can: "own-security:write" }).field({
    type: [SignedInDeviceType],
    description: "The caller's sessions in use and remembered devices, newest first (at most 50 of each).",
    resolve: (_root, _args, { viewer, request }) =>
      listSignedInDevices({ userId: viewer.userId, sessionId: viewer.sessionId, cookieHeader: request.headers.get("cookie") }),
  }),
);

type SignOutDeviceResult = { error: string | null; didSignOut: boolean };

const SignOutDevicePayload = payloadType<SignOutDeviceResult>("SignOutDevicePayload", {
  fields: (t) => ({ didSignOut: t.exposeBoolean("didSignOut") }),
});

builder.mutationField("signOutDevice", (t) =>
  t.withAuth({ can: "own-security:write" }).field({
    type: SignOutDevicePayload,
    description: "Ends one of the caller's other sessions at once, or forgets one remembered device.",
    args: { id: t.arg.id({ required: true }), kind: t.arg({ type: SignedInDeviceKindEnum, required: true }) },
    resolve: (_root, args, { viewer, ipAddress }) =>
      runPayload<SignOutDeviceResult>(
        async () => {
          await signOutDevice({ userId: viewer.userId, sessionId: viewer.sessionId, deviceId: String(args.id), kind: args.kind, ipAddress });
          return { error: null, didSignOut: true };
        },
        ({ error }) => ({ error, didSignOut: false }),
      ),
  }),
);

type SignOutEverywhereElseResult = { error: string | null; signedOut: number };

const SignOutEverywhereElsePayload = payloadType<SignOutEverywhereElseResult>("SignOutEverywhereElsePayload", {
  fields: (t) => ({ signedOut: t.exposeInt("signedOut", { description: "Sessions ended and devices forgotten." }) }),
});

builder.mutationField("signOutEverywhereElse", (t) =>
  t.withAuth({ can: "own-security:write" }).field({
    type: SignOutEverywhereElsePayload,
    description: "Ends every other session of the caller and forgets every remembered device but this browser's.",
    resolve: (_root, _args, { viewer, ipAddress, request }) =>
      runPayload<SignOutEverywhereElseResult>(
        async () => ({
          error: null,
          ...(await signOutEverywhereElse({
            userId: viewer.userId,
            sessionId: viewer.sessionId,
            cookieHeader: request.headers.get("cookie"),
            ipAddress,
          })),
        }),
        ({ error }) => ({ error, signedOut: 0 }),
      ),
  }),
);
