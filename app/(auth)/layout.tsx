import { ToastProvider } from "@/components/ui/toast";

/** Log-in, sign-up, codes, reset and recovery: no public navigation (spec 000 §2.1), toasts for their messages. */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return <ToastProvider>{children}</ToastProvider>;
}
