import { z } from "zod";
import { AppError, AppErrorCode } from "@/lib/errors";
import type { EmailMessage } from "./types";

export const INVALID_EMAIL_MESSAGE = "Please enter a valid email.";

const recipient = z.email().max(254);

/** Shared by both adapters, so the local one refuses exactly what the real one would. */
export function validateEmailMessage(message: EmailMessage): EmailMessage {
  if (!recipient.safeParse(message.to).success) {
    throw new AppError(AppErrorCode.INVALID_INPUT, INVALID_EMAIL_MESSAGE, { field: "to" });
  }
  return message;
}
