import type { ReactNode } from "react";

/** The narrow centred column the /verify screens share, inside the signed-in shell. */
export function VerifyFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-md px-4 py-10 sm:px-6 sm:py-16">{children}</div>;
}
