import { AppError, AppErrorCode } from "@/lib/errors";

/** What a service's local adapter does until its real adapter is written. */
export function unavailable(service: string): never {
  throw new AppError(AppErrorCode.UNAVAILABLE, `${service} is not available yet.`);
}
