import type { DemoRequestInput } from "@/lib/demo-requests/demo-request-schema";
import type { EmailMessage } from "@/lib/integrations/email/types";
import { escapeHtml } from "./link-email";

/** Tells the sales team a demo was requested: every field the visitor gave, nothing else. */
export function demoRequestNotification({
  to,
  request,
}: {
  to: string;
  request: DemoRequestInput & { id: string };
}): EmailMessage {
  const rows: [string, string][] = [
    ["Name", request.name],
    ["Work email", request.workEmail],
    ["Company", request.company],
    ["Employees", String(request.employeeCount)],
    ["Preferred time", request.preferredTime],
    ["Request", request.id],
  ];
  const text = [
    "A visitor asked for a demo on the website.",
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    "Reply to the work email to schedule it.",
  ].join("\n");
  const html = `<p>A visitor asked for a demo on the website.</p>
<table>${rows.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`).join("")}</table>
<p>Reply to the work email to schedule it.</p>`;
  return { to, subject: `Demo request: ${request.company}`.slice(0, 200), text, html };
}
