"use client";

import { ErrorModal } from "@/components/ui/error-modal";

/** Spec 000 §8 "Shell": when the signed-in user's authentication info cannot be loaded, the error modal offers a reload. */
export function AuthenticationInfoError() {
  return (
    <main id="main" className="min-h-dvh">
      <ErrorModal open />
    </main>
  );
}
