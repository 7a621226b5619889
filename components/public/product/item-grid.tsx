import { StaticImage } from "@/components/public/static-image";
import type { Illustration } from "@/lib/content/landing";
import { cn } from "@/components/ui/cn";

export type GridItem = { title: string; body: string; icon?: Illustration };

// Tailwind needs whole class names in the source, so the supported layouts are spelled out.
const columnClasses = {
  1: "",
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

type ItemGridProps = {
  items: readonly GridItem[];
  columns?: keyof typeof columnClasses;
};

/** Cards with an h3 title and a sentence each, under a band's h2. */
export function ItemGrid({ items, columns = 3 }: ItemGridProps) {
  return (
    <ul className={cn("mt-10 grid gap-6", columnClasses[columns])}>
      {items.map((item) => (
        <li key={item.title} className="rounded-2xl border border-border bg-surface p-6">
          {item.icon ? <StaticImage {...item.icon} alt={item.icon.alt} /> : null}
          <h3 className={cn("text-lg font-semibold text-ink", item.icon && "mt-4")}>{item.title}</h3>
          <p className="mt-2 text-sm leading-6 text-muted">{item.body}</p>
        </li>
      ))}
    </ul>
  );
}
