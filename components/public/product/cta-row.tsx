import type { NavLink } from "@/lib/content/navigation";
import { cn } from "@/components/ui/cn";
import { CtaLink } from "../cta-link";

type CtaRowProps = {
  /** The first is the primary action; the rest are secondary. */
  ctas: readonly NavLink[];
  className?: string;
};

/** A page's calls to action side by side, wrapping on small screens. For light bands. */
export function CtaRow({ ctas, className }: CtaRowProps) {
  return (
    <div className={cn("mt-8 flex flex-wrap gap-3", className)}>
      {ctas.map((cta, index) => (
        <CtaLink key={cta.href} href={cta.href} size="lg" variant={index === 0 ? "primary" : "secondary"}>
          {cta.label}
        </CtaLink>
      ))}
    </div>
  );
}
