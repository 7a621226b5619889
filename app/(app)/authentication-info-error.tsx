"use client";

import dynamic from "next/dynamic";

// The layout renders this only when it could not load the user: the dialog code comes with it, not with every page.
const ErrorModal = dynamic(() => import("@/components/ui/error-modal").then((module) => module.ErrorModal));

/** Spec 000 §8 "Shell": when the signed-in user's authentication info cannot be loaded, the error modal offers a reload. */
export function AuthenticationInfoError() {
  return (
    <main id="main" className="min-h-dvh">
      <ErrorModal open />
    </main>
  );
}
