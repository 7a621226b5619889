import type { ReactNode } from "react";

/** A titled region of a staff page (customer, investigation), its heading labelling it. */
export function StaffSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-8 scroll-mt-24">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One labelled value of a staff page's description list. */
export function StaffField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="break-words font-medium text-ink">{children}</dd>
    </div>
  );
}
