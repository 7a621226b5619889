import QRCode from "qrcode";
import { escapeHtml } from "@/lib/format/escape-html";
import { siteConfig } from "@/lib/site-config";
import type { PlanEmailTemplateText } from "./plan-email-templates";

// Launch materials on the Communications tab: a poster to print and pin up (an SVG, US Letter, with the sign-up link
// and a QR code for it) and the launch email as plain text to paste into the company's own email or chat.

/** A US Letter poster (8.5 x 11 in) as a self-contained SVG: prints at any size, opens in any browser. */
export async function buildLaunchPosterSvg({ companyName, signUpLink }: { companyName: string; signUpLink: string }): Promise<string> {
  const qr = await QRCode.toString(signUpLink, { type: "svg", margin: 0, errorCorrectionLevel: "M" });
  const qrInner = qr.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
  const qrViewBox = /viewBox="([^"]+)"/.exec(qr)?.[1] ?? "0 0 33 33";
  const product = escapeHtml(siteConfig.productName);
  const company = escapeHtml(companyName);
  const link = escapeHtml(signUpLink);
  const title = companyName.length > 28 ? 40 : 56;
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="8.5in" height="11in" viewBox="0 0 850 1100" role="img" aria-labelledby="t d">
  <title id="t">${company} gives you ${product}</title>
  <desc id="d">Scan the code or go to ${link} and sign up with your work email.</desc>
  <rect width="850" height="1100" fill="#ffffff"/>
  <rect x="0" y="0" width="850" height="220" fill="#0b3d5c"/>
  <text x="425" y="110" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${title}" font-weight="700" fill="#ffffff">${company}</text>
  <text x="425" y="170" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="30" fill="#ffffff">gives you ${product}</text>
  <text x="425" y="300" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="34" font-weight="700" fill="#111827">Free, private help with your money</text>
  <text x="425" y="350" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="24" fill="#374151">Budget, pay down debt and save, with tools and coaching.</text>
  <text x="425" y="390" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="24" fill="#374151">Your employer never sees your accounts or balances.</text>
  <svg x="255" y="440" width="340" height="340" viewBox="${qrViewBox}">${qrInner}</svg>
  <text x="425" y="850" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="28" font-weight="700" fill="#111827">Scan to sign up with your work email</text>
  <text x="425" y="900" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="24" fill="#0b3d5c">${link}</text>
</svg>
`;
}

/** The launch email as text: the plan's invitation wording with the company's name and link, for any first name. */
export function buildLaunchEmailText({
  template,
  companyName,
  signUpLink,
}: {
  template: PlanEmailTemplateText;
  companyName: string;
  signUpLink: string;
}): string {
  const values: Record<string, string> = { firstName: "everyone", companyName, signUpLink, productName: siteConfig.productName };
  const fill = (text: string) => text.replace(/\{([A-Za-z]+)\}/g, (whole, key: string) => values[key] ?? whole);
  return `Subject: ${fill(template.subject)}\r\n\r\n${fill(template.body).replace(/\r?\n/g, "\r\n")}\r\n`;
}
