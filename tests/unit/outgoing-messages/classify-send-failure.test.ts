import { AppError, AppErrorCode } from "@/lib/errors";
import { TwilioRequestError } from "@/lib/integrations/sms/twilio-adapter";
import { classifySendFailure } from "@/lib/outgoing-messages/classify-send-failure";

const unavailable = (cause: unknown) => new AppError(AppErrorCode.UNAVAILABLE, "Cannot be sent right now.", { cause });

test("a bad address or number is rejected for good", () => {
  expect(classifySendFailure(new AppError(AppErrorCode.INVALID_INPUT, "Please enter a valid email."))).toBe("rejected");
});

test("an answer that refuses the message means it did not leave: it may be tried again", () => {
  expect(classifySendFailure(unavailable(new TwilioRequestError(503, 20003, "Service unavailable")))).toBe("refused");
  expect(classifySendFailure(unavailable(Object.assign(new Error("451 try later"), { responseCode: 451 })))).toBe("refused");
  expect(classifySendFailure(unavailable(Object.assign(new Error("Invalid login"), { code: "EAUTH" })))).toBe("refused");
  expect(classifySendFailure(unavailable(Object.assign(new Error("ECONNREFUSED"), { code: "ESOCKET", command: "CONN" })))).toBe(
    "refused",
  );
});

test("no answer (a timeout, a cut connection, an answer without an id) may have sent it: unknown, never retried", () => {
  expect(classifySendFailure(unavailable(Object.assign(new Error("Timeout"), { code: "ETIMEDOUT", command: "DATA" })))).toBe(
    "unknown",
  );
  expect(classifySendFailure(unavailable(new DOMException("The operation timed out.", "TimeoutError")))).toBe("unknown");
  expect(classifySendFailure(unavailable(new TwilioRequestError(201, undefined, "Twilio answered without a sid.")))).toBe(
    "unknown",
  );
  expect(classifySendFailure(new Error("socket hang up"))).toBe("unknown");
});
