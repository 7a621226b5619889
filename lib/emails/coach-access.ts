import { siteConfig } from "@/lib/site-config";
import type { EmailMessage } from "@/lib/integrations/email/types";
import { contactHtml, contactText, escapeHtml, linkEmail } from "@/lib/emails/link-email";

/**
 * A coach asks to view the member's account (issue 14 item 7). The link opens the request in the product, after the
 * member signs in as themselves: it never signs anyone in, and it works once, until the request lapses.
 */
export function coachAccessRequestMessage({
  to,
  firstName,
  coachName,
  reason,
  link,
  validHours,
}: {
  to: string;
  firstName: string | null;
  coachName: string;
  reason: string;
  link: string;
  validHours: number;
}): EmailMessage {
  return linkEmail({
    to,
    subject: `${coachName} asks to view your ${siteConfig.productName} account`,
    firstName,
    intro: `${coachName}, a ${siteConfig.name} coach, asks to view your account for up to 60 minutes. Their reason: "${reason}". Open the request to approve or decline it; you choose whether they may make changes, and you can end their access at any time.`,
    introHtml: `${escapeHtml(coachName)}, a ${escapeHtml(siteConfig.name)} coach, asks to view your account for up to 60 minutes. Their reason: <q>${escapeHtml(reason)}</q>. Open the request to approve or decline it; you choose whether they may make changes, and you can end their access at any time.`,
    link,
    linkLabel: "Review the request",
    note: `You will be asked to sign in first. The request expires in ${validHours} hours; if you did not expect it, decline it or ignore this email.`,
  });
}

/** Staff opened the account without asking first: the member learns who, why and how to end it. A security message. */
export function emergencyCoachAccessMessage({
  to,
  firstName,
  staffName,
  reason,
  link,
  minutes,
}: {
  to: string;
  firstName: string | null;
  staffName: string;
  reason: string;
  link: string;
  minutes: number;
}): EmailMessage {
  const subject = `A ${siteConfig.name} staff member opened your account`;
  const greeting = firstName ? `Hi ${firstName},` : "Hi,";
  const first = `${staffName} of ${siteConfig.name} opened your account in Coach Mode without asking first, for up to ${minutes} minutes and view only. The reason they gave: "${reason}"`;
  const second = "You can end their access at once from your account, and see every page they viewed on My Plan:";
  const text = [greeting, "", first, "", second, link, "", contactText].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(first)}</p>
<p>${escapeHtml(second)} <a href="${escapeHtml(link)}">My Plan</a></p>
${contactHtml}`;
  return { to, subject, text, html };
}
