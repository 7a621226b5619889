export const outboxMessageSelect = {
  id: true,
  channel: true,
  to: true,
  subject: true,
  text: true,
  html: true,
  headers: true,
  attachments: true,
  createdAt: true,
} as const;
