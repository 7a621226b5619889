import { AppError, AppErrorCode } from "@/lib/errors";
import type { OutgoingMessage } from "./types";

export const INVALID_PHONE_MESSAGE = "Please enter a valid phone number.";

/** North American numbers only: area codes never start with 0 or 1. */
export const US_E164_PATTERN = /^\+1[2-9]\d{9}$/;

/** Twilio's limit for one message body (error 21617); a spoken text gets the same cap. */
export const MAX_BODY_LENGTH = 1600;

/** Shared by both adapters, so the local one refuses exactly what the real one would. */
export function validateOutgoingMessage(message: OutgoingMessage): OutgoingMessage {
  if (!US_E164_PATTERN.test(message.to)) {
    throw new AppError(AppErrorCode.INVALID_INPUT, INVALID_PHONE_MESSAGE, { field: "phoneNumber" });
  }
  if (message.channel !== "sms" && message.channel !== "voice") {
    throw new AppError(AppErrorCode.INVALID_INPUT, `Unknown channel "${String(message.channel)}".`);
  }
  if (message.body.trim() === "" || message.body.length > MAX_BODY_LENGTH) {
    throw new AppError(AppErrorCode.INVALID_INPUT, `A message needs between 1 and ${MAX_BODY_LENGTH} characters.`);
  }
  return message;
}
