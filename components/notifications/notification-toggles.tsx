"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useMutation, useQuery } from "urql";
import { FirstLoadStatus } from "@/components/ui/first-load-status";
import { Switch } from "@/components/ui/switch";
import { useToast } from "@/components/ui/toast";
import type { ResultOf } from "@/lib/graphql/client/graphql";
import { INVALID_TOKEN_ERROR, NOTIFICATION_MESSAGES } from "./notification-messages";
import { NOTIFICATION_PREFERENCES, UPDATE_NOTIFICATION_FREQUENCY, UPDATE_NOTIFICATION_PREFERENCE } from "./notifications-operations";

type Category = NonNullable<ResultOf<typeof NOTIFICATION_PREFERENCES>["notificationPreferences"]["preferences"]>[number];
type Frequency = Category["emailFrequency"];

/** Long enough to read the invalid-token toast before the page leaves for / (001 §8). */
const INVALID_TOKEN_REDIRECT_MS = 2500;

const FREQUENCY_LABELS: Record<Exclude<Frequency, "OFF">, string> = {
  INSTANT: "As they happen",
  WEEKLY_DIGEST: "In a weekly digest",
};

/**
 * The notification categories with their templates and subcategories (001 §2, §4 Notification toggles). Changes are
 * optimistic: the switch moves at once and goes back, with the spec's toast, if the server says no.
 */
export function NotificationToggles({ token, readOnly }: { token: string | null; readOnly: boolean }) {
  const [result] = useQuery({ query: NOTIFICATION_PREFERENCES, variables: { unsubscribeToken: token } });
  const [, updatePreference] = useMutation(UPDATE_NOTIFICATION_PREFERENCE);
  const [, updateFrequency] = useMutation(UPDATE_NOTIFICATION_FREQUENCY);
  // What the member has changed since the list loaded: the optimistic state, dropped again on failure.
  const [switches, setSwitches] = useState<Record<string, boolean>>({});
  const [frequencies, setFrequencies] = useState<Record<string, Frequency>>({});
  const { toast } = useToast();
  const router = useRouter();
  const redirected = useRef(false);
  const payload = result.data?.notificationPreferences;

  useEffect(() => {
    if (!payload?.error) return;
    if (payload.error !== INVALID_TOKEN_ERROR) {
      toast({ message: payload.error, theme: "error" });
      return;
    }
    if (redirected.current) return;
    redirected.current = true;
    toast({ message: NOTIFICATION_MESSAGES.invalidToken, theme: "error" });
    const timer = window.setTimeout(() => router.replace("/"), INVALID_TOKEN_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [payload?.error, router, toast]);

  const categories = payload?.preferences;

  function failed(error: string | null | undefined) {
    if (error === INVALID_TOKEN_ERROR) {
      // The token expired while the page was open: the same toast and the same way out as on load.
      toast({ message: NOTIFICATION_MESSAGES.invalidToken, theme: "error" });
      window.setTimeout(() => router.replace("/"), INVALID_TOKEN_REDIRECT_MS);
      return;
    }
    toast({ message: NOTIFICATION_MESSAGES.updateFailed, theme: "error" });
  }

  async function toggle(key: string, next: boolean, target: { categoryId?: string; templateId?: string; subcategoryId?: string }) {
    const previous = switches[key];
    setSwitches((current) => ({ ...current, [key]: next }));
    const answer = await updatePreference({ ...target, isEnabled: next, unsubscribeToken: token });
    const update = answer.data?.updateNotificationPreference;
    if (update?.didUpdate) return;
    setSwitches((current) => {
      const reverted = { ...current };
      if (previous === undefined) delete reverted[key];
      else reverted[key] = previous;
      return reverted;
    });
    failed(update?.error);
  }

  async function chooseFrequency(category: Category, next: Frequency) {
    const previous = frequencies[category.id];
    setFrequencies((current) => ({ ...current, [category.id]: next }));
    const answer = await updateFrequency({ categoryId: category.id, frequency: next, unsubscribeToken: token });
    const update = answer.data?.updateNotificationFrequency;
    if (update?.didUpdate) return;
    setFrequencies((current) => {
      const reverted = { ...current };
      if (previous === undefined) delete reverted[category.id];
      else reverted[category.id] = previous;
      return reverted;
    });
    failed(update?.error);
  }

  return (
    <div className="grid gap-6">
      <FirstLoadStatus
        result={{ ...result, data: categories ?? (payload?.error ? [] : undefined) }}
        loading="Loading your notification preferences…"
        failed="We could not load your notification preferences. Please try reloading the page."
      />
      {categories?.map((category) => {
        const categoryOn = switches[`category:${category.id}`] ?? category.isCategoryEmailEnabled;
        const chosen = frequencies[category.id] ?? category.emailFrequency;
        const frequency: Exclude<Frequency, "OFF"> = chosen === "WEEKLY_DIGEST" ? "WEEKLY_DIGEST" : "INSTANT";
        const headingId = `notification-category-${category.id}`;
        return (
          <section key={category.id} aria-labelledby={headingId} className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6">
            <div className="flex flex-wrap items-start justify-between gap-4">
              <div className="min-w-0 flex-1 basis-64">
                <h2 id={headingId} className="text-lg font-semibold text-ink">
                  {category.categoryName}
                </h2>
                <p className="mt-1 text-sm text-muted">{category.description}</p>
              </div>
              <Switch
                label={`${category.categoryName} emails`}
                checked={categoryOn}
                disabled={readOnly || !category.canUserOptOut}
                onChange={(next) => void toggle(`category:${category.id}`, next, { categoryId: category.id })}
              />
            </div>
            {category.supportsWeeklyDigest && categoryOn && (
              <fieldset className="mt-4">
                <legend className="text-sm font-medium text-ink">How you get {category.categoryName} emails</legend>
                <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
                  {(Object.keys(FREQUENCY_LABELS) as Array<keyof typeof FREQUENCY_LABELS>).map((value) => (
                    <label key={value} className="inline-flex min-h-11 items-center gap-2 text-sm text-ink">
                      <input
                        type="radio"
                        name={`frequency-${category.id}`}
                        value={value}
                        checked={frequency === value}
                        disabled={readOnly}
                        onChange={() => void chooseFrequency(category, value)}
                        className="size-4 accent-brand-700"
                      />
                      {FREQUENCY_LABELS[value]}
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
            {!category.canUserOptOut && (
              <p className="mt-3 text-sm text-muted">These keep your account safe, so we always send them.</p>
            )}
            {(category.templates.length > 0 || category.subcategories.length > 0) && (
              <ul className="mt-4 divide-y divide-border border-t border-border">
                {category.templates.map((template) => (
                  <li key={template.id} className="py-3">
                    <Switch
                      label={template.templateName}
                      checked={switches[`template:${template.id}`] ?? template.isEmailEnabled}
                      disabled={readOnly || !template.canUserOptOut || !categoryOn}
                      onChange={(next) => void toggle(`template:${template.id}`, next, { templateId: template.id })}
                    />
                    <p className="mt-1 pl-15 text-sm text-muted">
                      {template.description}
                      {!template.canUserOptOut && " Always sent."}
                    </p>
                  </li>
                ))}
                {category.subcategories.map((subcategory) => (
                  <li key={subcategory.id} className="py-3">
                    <Switch
                      label={subcategory.categoryName}
                      checked={switches[`subcategory:${subcategory.id}`] ?? subcategory.isCategoryEmailEnabled}
                      disabled={readOnly || !categoryOn}
                      onChange={(next) =>
                        void toggle(`subcategory:${subcategory.id}`, next, { categoryId: category.id, subcategoryId: subcategory.id })
                      }
                    />
                    <p className="mt-1 pl-15 text-sm text-muted">{subcategory.description}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
