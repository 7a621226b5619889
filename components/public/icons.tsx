// Small inline icons for the public shell. Decorative: the control that holds one carries the text.

type IconProps = { className?: string };

const stroke = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

export function ChevronDownIcon({ className }: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" width="16" height="16" className={className}>
      <path d="M5 7.5l5 5 5-5" {...stroke} />
    </svg>
  );
}

export function ChevronRightIcon({ className }: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" width="16" height="16" className={className}>
      <path d="M7.5 5l5 5-5 5" {...stroke} />
    </svg>
  );
}

export function ChevronLeftIcon({ className }: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" width="16" height="16" className={className}>
      <path d="M12.5 5l-5 5 5 5" {...stroke} />
    </svg>
  );
}

export function BurgerIcon({ open, className }: IconProps & { open: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24" className={className}>
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" {...stroke} />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" {...stroke} />
      )}
    </svg>
  );
}

export function CheckIcon({ className }: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" width="20" height="20" className={className}>
      <path d="M5 10.5l3 3 7-7" {...stroke} />
    </svg>
  );
}
