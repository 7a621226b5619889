import { cn } from "@/components/ui/cn";
import { displayName, initials } from "./shell-access";
import type { ShellUser } from "./shell-user";

type AvatarProps = {
  user: ShellUser;
  className?: string;
};

/** The Google profile photo when there is one, otherwise the user's initials on a brand circle. */
export function Avatar({ user, className }: AvatarProps) {
  const base = cn("inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full", className);
  if (user.googleAvatarUrl) {
    return (
      // A plain <img>: Google's avatar hosts are not configured for next/image, and the image is 36 px.
      // eslint-disable-next-line @next/next/no-img-element
      <img
        src={user.googleAvatarUrl}
        alt={displayName(user)}
        referrerPolicy="no-referrer"
        className={cn(base, "object-cover")}
      />
    );
  }
  return (
    <span aria-hidden="true" className={cn(base, "bg-brand-700 text-sm font-semibold text-white")}>
      {initials(user)}
    </span>
  );
}
