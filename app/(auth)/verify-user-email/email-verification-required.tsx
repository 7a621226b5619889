"use client";

import { useRouter } from "next/navigation";
import { useMutation } from "urql";
import { CheckYourEmail } from "@/components/auth/check-your-email";
import { useToast } from "@/components/ui/toast";
import { graphql } from "@/lib/graphql/client/graphql";

const SEND_VERIFICATION_EMAIL = graphql(`mutation SendVerificationEmail { sendVerificationEmail { didSend error } }`);

/** 'Email verification required': what to do, the address, and 'Resend magic link' (rate-limited on the server). */
export function EmailVerificationRequired({ email }: { email: string }) {
  const { toast } = useToast();
  const router = useRouter();
  const [, send] = useMutation(SEND_VERIFICATION_EMAIL);

  async function resend() {
    const result = await send({});
    const answer = result.data?.sendVerificationEmail;
    if (answer?.didSend) {
      toast({ message: "We sent you a new link.", theme: "success" });
    } else if (answer?.error === "Your email is already verified.") {
      router.replace("/onboarding");
    } else {
      toast({ message: answer?.error ?? "An error has occurred sending email", theme: "error" });
    }
  }

  return (
    <CheckYourEmail
      onResend={resend}
      text={
        <>
          <p>
            Please verify your email address before you continue. We sent a link to{" "}
            <strong className="break-all text-ink">{email}</strong>.
          </p>
          <p className="mt-2">Open it on any device to verify your email. The link works once and expires in 60 minutes.</p>
        </>
      }
    />
  );
}
