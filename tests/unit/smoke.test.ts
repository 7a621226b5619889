import { siteConfig } from "@/lib/site-config";
test("site config names the info address on the company host", () => {
  expect(siteConfig.infoEmail.endsWith(`@${siteConfig.host}`)).toBe(true);
});
