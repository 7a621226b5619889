import { NextResponse } from "next/server";
import { isStaffEmail } from "@/lib/auth/identity-providers";
import { oktaRedirectUri } from "@/lib/auth/okta/start-okta-sign-in";
import { getEnv } from "@/lib/env";
import { issueLocalAuthorizationCode } from "@/lib/integrations/identity-providers/local-authorization-codes";
import {
  authorizationRequestFields,
  parseLocalAuthorizationRequest,
} from "@/lib/integrations/identity-providers/local-authorization-request";
import { localIssuer } from "@/lib/integrations/identity-providers/local-staff-adapter";
import { isLocalIdentityProviderEnabled } from "@/lib/integrations/identity-providers/settings";
import { absoluteUrl } from "@/lib/site-url";

export const dynamic = "force-dynamic";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** The local stand-in's sign-in form posts here: a one-time code back to the registered redirect URI. */
export async function POST(request: Request) {
  if (!isLocalIdentityProviderEnabled()) return new NextResponse("Not found", { status: 404 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return new NextResponse("Invalid authorization request", { status: 400 }); // not a form, or a malformed one
  }
  const params = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") params.set(name, value);
  const authorization = parseLocalAuthorizationRequest(params, { registeredRedirectUri: oktaRedirectUri() });
  if (!authorization) return new NextResponse("Invalid authorization request", { status: 400 });

  const email = text(form, "email").toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(email) || !isStaffEmail(email)) {
    const retry = new URL(absoluteUrl("/dev/identity-provider/authorize"));
    for (const [name, value] of authorizationRequestFields(params)) retry.searchParams.set(name, value);
    retry.searchParams.set("error", "email");
    return NextResponse.redirect(retry, 303);
  }

  const code = issueLocalAuthorizationCode({
    email,
    firstName: text(form, "firstName").slice(0, 100),
    lastName: text(form, "lastName").slice(0, 100),
    redirectUri: authorization.redirectUri,
    nonce: authorization.nonce,
    codeChallenge: authorization.codeChallenge,
  });
  const callback = new URL(authorization.redirectUri);
  callback.searchParams.set("code", code);
  callback.searchParams.set("state", authorization.state);
  callback.searchParams.set("iss", localIssuer(getEnv().SITE_URL));
  return NextResponse.redirect(callback, 303);
}
