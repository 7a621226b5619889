"use client";

import { useEffect } from "react";
import { usePathname, useRouter } from "next/navigation";
import { adminPlanRedirect, useAdminMode } from "@/components/shell/use-admin-mode";
import { signedInRedirect, type GuardSubject } from "@/lib/auth/guards/decide-guard-redirect";

/**
 * The shell's guards in the browser (spec 000 §4.7). The server layout applies them on every full page load; this
 * applies the same rule after client-side navigation (which does not re-render the layout), and the stored active
 * admin plan, which only the browser knows (sessionStorage).
 */
export function ShellGuards({ subject }: { subject: GuardSubject }) {
  const pathname = usePathname();
  const router = useRouter();
  const { activePlanId } = useAdminMode();

  useEffect(() => {
    const target =
      signedInRedirect({ subject, path: `${pathname}${window.location.search}` }) ??
      adminPlanRedirect(pathname, activePlanId);
    if (target) router.replace(target);
  }, [subject, pathname, activePlanId, router]);

  return null;
}
