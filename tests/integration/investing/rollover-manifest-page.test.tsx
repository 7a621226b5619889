import ManifestRolloverPage from "@/app/(app)/investing/rollover/manifest/[transferIntentId]/page";
import { useSettings } from "@/tests/unit/integrations/support/use-settings";

// 002 §9: "Environment: production; the manifest feature is hidden": the manifest route is a 404 there, before it
// looks at who is asking or at any rollover.
const setSettings = useSettings();
const NOT_FOUND = { digest: "NEXT_HTTP_ERROR_FALLBACK;404" };

test("/investing/rollover/manifest/{id} is a 404 in production", async () => {
  setSettings({ APP_ENV: "production" });
  await expect(
    ManifestRolloverPage({ params: Promise.resolve({ transferIntentId: "any" }), searchParams: Promise.resolve({ stepIndex: "1" }) }),
  ).rejects.toMatchObject(NOT_FOUND);
});
