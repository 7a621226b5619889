"use client";

import { DeliveryPreferencesSection } from "./delivery-preferences-section";
import { NotificationToggles } from "./notification-toggles";

/**
 * /notifications ('Notifications', 001 §2): the email categories, then the investing documents' delivery. With an
 * unsubscribe token (no sign-in) only the token owner's email preferences: the token reads nothing else.
 */
export function NotificationsPage({ token, readOnly }: { token: string | null; readOnly: boolean }) {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink">Notifications</h1>
        <p className="mt-1 text-sm text-muted">
          {token ? "Choose which emails we send you. You don't need to log in." : "Choose which emails we send you and how often."}
        </p>
        {readOnly && <p className="mt-2 text-sm font-medium text-ink">In coach mode these settings are view only.</p>}
      </div>
      <NotificationToggles token={token} readOnly={readOnly} />
      {!token && <DeliveryPreferencesSection readOnly={readOnly} />}
    </div>
  );
}
