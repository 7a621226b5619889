import { VisuallyHidden } from "@/components/ui/visually-hidden";

/**
 * A step's error announcements: a problem with the whole step shows (and is read) above the fields; a field's own
 * message shows under the field and is also read out here, since focus may already be in that field.
 */
export function StepErrors({ general, field }: { general: string | null; field: string | null }) {
  return (
    <>
      <div role="alert" className="empty:hidden mb-4 rounded-md bg-danger-50 p-3 text-sm text-danger-700">
        {general}
      </div>
      <VisuallyHidden role="alert">{field}</VisuallyHidden>
    </>
  );
}
