import { cn } from "./cn";

type SpinnerProps = {
  /** Announced text (role="status"). Without it the spinner is decorative: say "loading" elsewhere, e.g. aria-busy. */
  label?: string;
  size?: "sm" | "md" | "lg";
  className?: string;
};

const sizes = { sm: "size-4", md: "size-6", lg: "size-10" } as const;

/** Spins with currentColor; slowed down for people who ask for reduced motion rather than stopped (it must still read as busy). */
export function Spinner({ label, size = "md", className }: SpinnerProps) {
  const svg = (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      className={cn(sizes[size], "animate-spin motion-reduce:[animation-duration:2.5s]", className)}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return svg;
  return (
    <span role="status" className="inline-flex items-center">
      {svg}
      <span className="sr-only">{label}</span>
    </span>
  );
}
