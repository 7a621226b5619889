"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { isCurrentPath } from "./shell-access";

type NavLinkProps = {
  href: string;
  children: ReactNode;
  className?: string;
  /** Classes added when the link is the current page. */
  currentClassName?: string;
  onClick?: () => void;
};

/** A navigation link that marks the current route with aria-current="page". */
export function NavLink({ href, children, className, currentClassName, onClick }: NavLinkProps) {
  const isCurrent = isCurrentPath(usePathname(), href);
  return (
    <Link
      href={href}
      aria-current={isCurrent ? "page" : undefined}
      className={cn(className, isCurrent && currentClassName)}
      onClick={onClick}
    >
      {children}
    </Link>
  );
}
