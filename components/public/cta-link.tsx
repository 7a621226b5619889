import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";

// A link that looks like a button: the public pages' calls to action all navigate, so they are links.
const variants = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  secondary: "border border-brand-700 bg-surface text-brand-700 hover:bg-brand-50",
  inverse: "bg-white text-brand-900 hover:bg-brand-50",
} as const;

const sizes = {
  md: "min-h-11 px-4 text-sm",
  lg: "min-h-12 px-6 text-base",
} as const;

type CtaLinkProps = {
  href: string;
  children: ReactNode;
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  className?: string;
};

export function CtaLink({ href, children, variant = "primary", size = "md", className }: CtaLinkProps) {
  return (
    <a
      href={href}
      className={cn(
        "inline-flex items-center justify-center rounded-lg font-semibold transition-colors",
        variants[variant],
        sizes[size],
        className,
      )}
    >
      {children}
    </a>
  );
}
