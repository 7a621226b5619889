import { renderToStaticMarkup } from "react-dom/server";
import SandboxAgreementPage from "@/app/dev/clearing-firm/agreements/[code]/page";
import { useSettings } from "@/tests/unit/integrations/support/use-settings";

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
    setSettings({ APP_ENV: "test", APEX_API_URL: "https://api.apex.example", APEX_CLIENT_ID: "id", APEX_CLIENT_SECRET: "secret" });
    await expect(page("customer-account-agreement")).rejects.toMatchObject(NOT_FOUND);
  });
});
