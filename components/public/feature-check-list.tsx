import { cn } from "@/components/ui/cn";
import { CheckIcon } from "./icons";

const sizes = {
  sm: { item: "text-sm leading-6", icon: "mt-0.5" },
  md: { item: "text-base leading-7", icon: "mt-1" },
} as const;

/** A plan's features as a checked list (plan cards, the plan comparison, the plan pages). */
export function FeatureCheckList({
  features,
  size = "sm",
  className,
}: {
  features: readonly string[];
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <ul className={cn("space-y-3", className)}>
      {features.map((feature) => (
        <li key={feature} className={cn("flex gap-3 text-ink", sizes[size].item)}>
          <CheckIcon className={cn("shrink-0 text-brand-600", sizes[size].icon)} />
          {feature}
        </li>
      ))}
    </ul>
  );
}
