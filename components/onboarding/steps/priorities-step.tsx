"use client";

import { useState } from "react";
import { useClient, useQuery } from "urql";
import { Button } from "@/components/ui/button";
import { ErrorModal } from "@/components/ui/error-modal";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toast";
import { WizardFrame } from "@/components/ui/wizard-frame";
import { cn } from "@/components/ui/cn";
import {
  BULK_CREATE_OR_UPDATE_PRIORITIES,
  PRIORITY_TEMPLATES,
  SAVE_ERROR_MESSAGE,
  type PriorityTemplateData,
} from "../onboarding-operations";
import { KeepHeadingFocus } from "../keep-heading-focus";
import type { StepProps } from "../step-frame";

/** The grid shows nine before 'Show more' (spec 000 §9). */
export const PRIORITIES_SHOWN_FIRST = 9;

/** Step 3 'What are your top priorities?' (spec 000 §2.10, §5): a toggle grid; at least one listed priority. */
export function PrioritiesStep({ frame, onDone }: StepProps) {
  const [{ data, fetching, error }, refetch] = useQuery({ query: PRIORITY_TEMPLATES });
  const frameProps = { ...frame, title: "What are your top priorities?", description: <p>Choose as many as you like.</p> };

  if (fetching && !data) {
    return (
      <WizardFrame {...frameProps} nextDisabled onNext={() => undefined}>
        <Spinner label="Loading priorities" />
      </WizardFrame>
    );
  }
  if (!data) {
    return (
      <>
        <WizardFrame {...frameProps} nextDisabled onNext={() => undefined}>
          <p className="text-muted">Priorities could not be loaded.</p>
        </WizardFrame>
        <ErrorModal open={Boolean(error)} onReload={() => refetch({ requestPolicy: "network-only" })} />
      </>
    );
  }
  return (
    <PriorityGrid
      frameProps={frameProps}
      onDone={onDone}
      templates={data.priorityTemplates}
      chosen={data.priorities.map((priority) => priority.slug)}
    />
  );
}

function PriorityGrid({
  frameProps,
  onDone,
  templates,
  chosen,
}: {
  frameProps: StepProps["frame"] & { title: string; description: React.ReactNode };
  onDone: StepProps["onDone"];
  templates: PriorityTemplateData[];
  chosen: string[];
}) {
  const client = useClient();
  const { toast } = useToast();
  const known = new Set(templates.map((template) => template.slug));
  // Kept in the order chosen: the server stores that order.
  const [selected, setSelected] = useState(() => chosen.filter((slug) => known.has(slug)));
  const [showAll, setShowAll] = useState(() => templates.slice(PRIORITIES_SHOWN_FIRST).some((t) => chosen.includes(t.slug)));
  const [saving, setSaving] = useState(false);
  const shown = showAll ? templates : templates.slice(0, PRIORITIES_SHOWN_FIRST);
  const valid = selected.some((slug) => known.has(slug));

  function toggle(slug: string) {
    setSelected((current) => (current.includes(slug) ? current.filter((s) => s !== slug) : [...current, slug]));
  }

  async function save() {
    setSaving(true);
    const result = await client
      .mutation(BULK_CREATE_OR_UPDATE_PRIORITIES, {
        prioritiesData: selected.filter((slug) => known.has(slug)).map((slug) => ({ priorityTemplateSlug: slug })),
      })
      .toPromise();
    const payload = result.data?.bulkCreateOrUpdatePriorities;
    if (!payload?.priorities) {
      setSaving(false);
      toast({ message: SAVE_ERROR_MESSAGE, theme: "error" });
      return;
    }
    if (!(await onDone())) setSaving(false);
  }

  return (
    <WizardFrame {...frameProps} onNext={() => void save()} nextDisabled={!valid} nextLoading={saving}>
      <KeepHeadingFocus />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Priorities">
        {shown.map((template) => {
          const pressed = selected.includes(template.slug);
          return (
            <li key={template.id}>
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => toggle(template.slug)}
                className={cn(
                  "flex h-full w-full flex-col items-center gap-2 rounded-lg border-2 p-3 text-center text-sm font-medium text-ink",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
                  pressed ? "border-brand-700 bg-brand-50" : "border-border bg-surface hover:border-brand-300",
                )}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- small static SVGs, decorative */}
                <img src={template.imageUrl} alt="" width={64} height={64} className="size-16" />
                <span>{template.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {!showAll && templates.length > PRIORITIES_SHOWN_FIRST && (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" onClick={() => setShowAll(true)}>
            Show more
          </Button>
        </div>
      )}
    </WizardFrame>
  );
}
