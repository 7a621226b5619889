import { renderToStaticMarkup } from "react-dom/server";
import SandboxAgreementPage from "@/app/dev/clearing-firm/agreements/[code]/page";
import { useSettings } from "@/tests/unit/integrations/support/use-settings";

// An install with Apex configured: the factory answers the Apex adapter (only its name matters here).
const mockApexConfigured = { current: false };
jest.mock("@/lib/integrations/clearing-firm/get-clearing-firm", () => {
  const actual = jest.requireActual("@/lib/integrations/clearing-firm/get-clearing-firm");
  return { getClearingFirm: () => (mockApexConfigured.current ? { name: "apex" } : actual.getClearingFirm()) };
});

const setSettings = useSettings();
const NOT_FOUND = { digest: "NEXT_HTTP_ERROR_FALLBACK;404" };

function page(code: string) {
  return SandboxAgreementPage({ params: Promise.resolve({ code }) });
}

describe("/dev/clearing-firm/agreements/{code}", () => {
  test("shows the agreement's name and text", async () => {
    const html = renderToStaticMarkup(await page("rollover-certification"));
    expect(html).toContain("<h1");
    expect(html).toContain("Rollover Certification");
    expect(html).toContain("within 60 days");
  });

  test("an unknown agreement, a deployment or an Apex install is a 404", async () => {
    await expect(page("toString")).rejects.toMatchObject(NOT_FOUND);
    setSettings({ APP_ENV: "production" });
    await expect(page("customer-account-agreement")).rejects.toMatchObject(NOT_FOUND);
    setSettings({ APP_ENV: "test" });
    mockApexConfigured.current = true;
    await expect(page("customer-account-agreement")).rejects.toMatchObject(NOT_FOUND);
    mockApexConfigured.current = false;
  });
});
