"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { useClient } from "urql";
import { Spinner } from "@/components/ui/spinner";
import { VERIFY_PLAN_MEMBER } from "../../verify-mutations";

export function ConfirmPlanMember({ token, returnPath }: { token: string; returnPath: string }) {
  const client = useClient();
  const router = useRouter();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void client
      .mutation(VERIFY_PLAN_MEMBER, { token })
      .toPromise()
      .then((result) => {
        if (result.data?.verifyPlanMember.didVerify) {
          // A full page load: the shell and its guards read the new membership from the server.
          window.location.assign(returnPath);
        } else {
          router.replace(`/verify/error?next=${encodeURIComponent(returnPath)}`);
        }
      });
  }, [client, router, token, returnPath]);

  return (
    <div role="status" aria-live="polite" className="flex flex-col items-center gap-4 text-center">
      <Spinner label="Confirming" className="text-brand-700" />
      <p className="text-muted">Confirming your work email…</p>
    </div>
  );
}
