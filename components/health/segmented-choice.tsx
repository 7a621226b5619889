import { cn } from "@/components/ui/cn";

/** A radio group drawn as a row of buttons (native radios: arrow keys, one tab stop, announced as a group). */
export function SegmentedChoice<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-ink">{legend}</legend>
      <div className="inline-flex rounded-md border border-border bg-surface p-0.5">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              "flex min-h-9 cursor-pointer items-center rounded px-3 text-sm font-medium text-muted",
              "has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-focus",
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
