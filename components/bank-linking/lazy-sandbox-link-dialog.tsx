"use client";

import dynamic from "next/dynamic";

/**
 * The built-in sandbox bank's dialog (installs without Plaid), loaded only when a sandbox link token asks for it: its
 * institutions and forms stay out of the pages that offer linking.
 */
export const LazySandboxLinkDialog = dynamic(() => import("./sandbox-link-dialog").then((module) => module.SandboxLinkDialog), {
  ssr: false,
});
