import { buildLaunchEmailText, buildLaunchPosterSvg } from "@/lib/plan-invitations/launch-materials";
import { DEFAULT_PLAN_EMAIL_TEMPLATES, planEmailTemplateSchema, renderPlanEmail } from "@/lib/plan-invitations/plan-email-templates";

describe("launch materials", () => {
  test("the poster carries the escaped company name, the link and a QR code", async () => {
    const svg = await buildLaunchPosterSvg({ companyName: "Smith & <Co>", signUpLink: "https://example.test/sign-up" });
    expect(svg).toContain("Smith &#38; &#60;Co&#62;");
    expect(svg).not.toContain("<Co>");
    expect(svg).toContain("https://example.test/sign-up");
    expect(svg).toMatch(/<svg x="255" y="440" width="340" height="340" viewBox="0 0 \d+ \d+"><path/);
  });

  test("the launch email is the invitation with the company and link filled in", () => {
    const text = buildLaunchEmailText({ template: DEFAULT_PLAN_EMAIL_TEMPLATES.INVITATION, companyName: "Acme", signUpLink: "https://example.test/sign-up" });
    expect(text).toMatch(/^Subject: Acme gives you /);
    expect(text).toContain("Hi everyone,\r\n");
    expect(text).toContain("Sign up with your work email: https://example.test/sign-up");
  });
});

describe("plan email templates", () => {
  test("the HTML escapes every value and links only the sign-up link", () => {
    const email = renderPlanEmail(
      { subject: "Hi {firstName}", body: "Hi {firstName} <b>\n\nGo: {signUpLink}" },
      { firstName: "<img src=x>", companyName: "A", signUpLink: "https://example.test/sign-up?a=1&b=2", productName: "P" },
    );
    expect(email.subject).toBe("Hi <img src=x>");
    expect(email.html).toBe('<p>Hi &#60;img src=x&#62; &#60;b&#62;</p>\n<p>Go: <a href="https://example.test/sign-up?a=1&#38;b=2">https://example.test/sign-up?a=1&#38;b=2</a></p>');
  });

  test("a template without the link, with an unknown placeholder or a two-line subject is refused", () => {
    const check = (subject: string, body: string) => planEmailTemplateSchema.safeParse({ kind: "INVITATION", subject, body }).error?.issues[0]?.message;
    expect(check("Hi", "No link")).toBe("The email must include {signUpLink}, so employees can sign up.");
    expect(check("Hi {nickname}", "{signUpLink}")).toMatch(/^Use only these placeholders/);
    expect(check("Hi\nthere", "{signUpLink}")).toBe("The subject must be one line.");
    expect(check("Hi", "{signUpLink}")).toBeUndefined();
  });
});
