import { GraphQLProvider } from "@/components/providers/graphql-provider";
import { SessionExpiryProvider } from "@/components/providers/session-expiry-provider";
import { ToastProvider } from "@/components/ui/toast";

/** Onboarding has no navigator (spec 000 §2.2); it is signed-in, so session expiry and toasts apply. */
export default function OnboardingLayout({ children }: { children: React.ReactNode }) {
  return (
    <ToastProvider>
      <SessionExpiryProvider>
        <GraphQLProvider>
          <main id="main" className="min-h-screen bg-canvas px-4 py-8 sm:py-12">
            {children}
          </main>
        </GraphQLProvider>
      </SessionExpiryProvider>
    </ToastProvider>
  );
}
