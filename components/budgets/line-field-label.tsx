import { VisuallyHidden } from "@/components/ui/visually-hidden";

/** A line's field label: short on screen ("Group"), whole for a screen reader ("Group for Groceries"). */
export function LineFieldLabel({ text, name }: { text: string; name: string }) {
  return (
    <>
      {text}
      <VisuallyHidden> for {name}</VisuallyHidden>
    </>
  );
}
