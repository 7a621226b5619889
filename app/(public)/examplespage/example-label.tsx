import type { ReactNode } from "react";

/** Names the component QA is looking at and the file it comes from, above its example. */
export function ExampleLabel({ name, file, children }: { name: string; file: string; children: ReactNode }) {
  return (
    <div>
      <p className="border-y border-dashed border-border bg-accent-100 px-4 py-2 text-center text-xs text-ink">
        <span className="font-semibold">{name}</span> · <code>{file}</code>
      </p>
      {children}
    </div>
  );
}
