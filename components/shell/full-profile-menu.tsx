"use client";

import { Menu, MenuButtonItem, MenuContent, MenuLabel, MenuLinkItem, MenuSeparator, MenuTrigger } from "@/components/ui/menu";
import { useToast } from "@/components/ui/toast";
import { siteConfig } from "@/lib/site-config";
import { Avatar } from "./avatar";
import { hasScreen } from "./built-screens";
import { defaultAdminPlanId, displayName, planLabel, profileMenuLinks, profileMenuName } from "./shell-access";
import type { ShellUser } from "./shell-user";
import { signOut } from "./sign-out";
import { useAdminMode } from "./use-admin-mode";

export type ProfileMenuProps = {
  user: ShellUser;
  /** Opens the feedback modal, which lives outside the shell. */
  onGiveFeedback: () => void;
  /** Opens the bug report form, which lives outside the shell. */
  onReportBug: () => void;
  /** Defaults to the GraphQL logOut call in sign-out.ts. */
  onSignOut?: () => Promise<void> | void;
};

/** The avatar menu (spec 001 §2 Profile menu), entries in the spec's order. */
export function ProfileMenu({ user, onGiveFeedback, onReportBug, onSignOut = signOut }: ProfileMenuProps) {
  const { isAdminView, switchToAdmin, switchToEmployee } = useAdminMode();
  const { toast } = useToast();
  const links = profileMenuLinks(user).filter((link) => hasScreen(link.href));
  // Non-null exactly for plan administrators, the only users offered the switch (spec 001 §6).
  const adminPlanId = defaultAdminPlanId(user);

  async function handleSignOut() {
    try {
      await onSignOut();
    } catch {
      toast({
        theme: "error",
        message: `Something went wrong. Please try reloading the page. If the error persists, please contact us at ${siteConfig.infoEmail}.`,
      });
    }
  }

  return (
    <Menu>
      <MenuTrigger asChild>
        <button
          type="button"
          aria-label={profileMenuName(user)}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-brand-50 data-[state=open]:bg-brand-50"
        >
          <Avatar user={user} />
        </button>
      </MenuTrigger>
      <MenuContent align="end" className="w-64">
        <MenuLabel>
          <span className="block truncate text-sm text-ink">{displayName(user)}</span>
          <span className="block truncate font-normal">{planLabel(user)}</span>
        </MenuLabel>
        <MenuSeparator />
        {links.map((link) => (
          <MenuLinkItem key={link.href} href={link.href}>
            {link.label}
          </MenuLinkItem>
        ))}
        {links.length > 0 ? <MenuSeparator /> : null}
        {/* The survey is the customer's own opinion: a coach acting as them is not offered it (the server refuses too). */}
        {user.isCoachMode ? null : <MenuButtonItem onSelect={() => onGiveFeedback()}>Give Feedback</MenuButtonItem>}
        {adminPlanId ? (
          isAdminView ? (
            <MenuButtonItem onSelect={switchToEmployee}>Switch to Employee Account</MenuButtonItem>
          ) : (
            <MenuButtonItem onSelect={() => switchToAdmin(adminPlanId)}>Switch to Admin Account</MenuButtonItem>
          )
        ) : null}
        <MenuButtonItem onSelect={() => onReportBug()}>Report a Bug</MenuButtonItem>
        <MenuSeparator />
        <MenuButtonItem onSelect={() => void handleSignOut()}>Sign Out</MenuButtonItem>
      </MenuContent>
    </Menu>
  );
}
