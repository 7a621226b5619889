/** Announces a message politely to screen readers (field errors that appear on blur, save problems). */
export function LiveMessage({ message }: { message: string | null | undefined }) {
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only">
      {message ?? ""}
    </div>
  );
}
