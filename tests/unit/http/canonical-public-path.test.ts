import { canonicalPublicPath } from "@/lib/http/canonical-public-path";

describe("canonicalPublicPath", () => {
  it.each([
    ["/partners/HCC", "/partners/hcc"],
    ["/partners/Teach-For-America", "/partners/teach-for-america"],
    ["/Partners/kipp", "/partners/kipp"],
    ["/jobs/Financial-Coach", "/jobs/financial-coach"],
    ["/plan/Financial%20Wellness%20Coaching", "/plan/financial-wellness-coaching"],
    ["/plan/financial%20wellness%20platform", "/plan/financial-wellness-platform"],
  ])("%s -> %s", (path, canonical) => {
    expect(canonicalPublicPath(path)).toBe(canonical);
  });

  it.each(["/partners/hcc", "/jobs/account-executive", "/plan/financial-wellness-platform", "/partners", "/partners/",
    "/pricing", "/PRICING", "/partners/a/b", "/plan/%E0%A4%A", "/partners/<script>"])(
    "leaves %s alone",
    (path) => {
      expect(canonicalPublicPath(path)).toBeNull();
    },
  );
});
