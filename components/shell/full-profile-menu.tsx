"use client";

import { useEffect, useRef } from "react";
import { Menu, MenuButtonItem, MenuContent, MenuLabel, MenuLinkItem, MenuSeparator, MenuTrigger } from "@/components/ui/menu";
import { useToast } from "@/components/ui/toast";
import { siteConfig } from "@/lib/site-config";
import { Avatar } from "./avatar";
import { hasScreen } from "./built-screens";
import { defaultAdminPlanId, displayName, planLabel, profileMenuLinks, profileMenuName } from "./shell-access";
import { signOut } from "./sign-out";
import { useAdminMode } from "./use-admin-mode";
import { PROFILE_BUTTON_CLASSES, type ProfileMenuProps } from "./profile-menu";

type FullProfileMenuProps = ProfileMenuProps & {
  /** Open on mount, as the first press on ProfileMenu's stand-in button asked: by pointer or by key. */
  openOnMount?: "pointer" | "keyboard" | null;
};

/** The avatar menu (spec 001 §2 Profile menu), entries in the spec's order; ProfileMenu loads it on first use. */
export function FullProfileMenu({
  user,
  onGiveFeedback,
  onReportBug,
  onSignOut = signOut,
  openOnMount = null,
}: FullProfileMenuProps) {
  const { isAdminView, switchToAdmin, switchToEmployee } = useAdminMode();
  const { toast } = useToast();
  const triggerRef = useRef<HTMLButtonElement>(null);

  // A key opens the menu with its first entry focused: the same key, given to the real trigger, does exactly that.
  useEffect(() => {
    if (openOnMount !== "keyboard" || !triggerRef.current) return;
    triggerRef.current.focus();
    triggerRef.current.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true, cancelable: true }));
    // Only on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
    <Menu defaultOpen={openOnMount === "pointer"}>
      <MenuTrigger asChild>
        <button
          ref={triggerRef}
          type="button"
          aria-label={profileMenuName(user)}
          className={PROFILE_BUTTON_CLASSES}
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
