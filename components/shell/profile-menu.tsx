"use client";

import { useState, type ComponentType } from "react";
import { Avatar } from "./avatar";
import { profileMenuName } from "./shell-access";
import type { ShellUser } from "./shell-user";

export type ProfileMenuProps = {
  user: ShellUser;
  /** Opens the feedback modal, which lives outside the shell. */
  onGiveFeedback: () => void;
  /** Opens the bug report form, which lives outside the shell. */
  onReportBug: () => void;
  /** Defaults to the GraphQL logOut call in sign-out.ts. */
  onSignOut?: () => Promise<void> | void;
};

export const PROFILE_BUTTON_CLASSES =
  "inline-flex size-11 items-center justify-center rounded-full hover:bg-brand-50 data-[state=open]:bg-brand-50";

type LoadedMenu = ComponentType<ProfileMenuProps & { openOnMount?: "pointer" | "keyboard" | null }>;

// The menu (Radix's dropdown with its focus, keyboard and positioning code) is a sizeable part of every signed-in
// page's JavaScript, yet most visits never open it: it loads when the pointer comes near or focus reaches the button
// and opens as soon as it is there.
const loadMenu = () => import("./full-profile-menu").then((module) => module.FullProfileMenu);
const preload = () => void loadMenu().catch(() => {}); // a failed early load is retried on the press

/**
 * The avatar menu (spec 001 §2 Profile menu). Until first used, a button like the menu's own trigger; pressing it (or
 * Enter, Space, ArrowDown on it) loads the full menu and opens it, the first entry focused when a key opened it.
 */
export function ProfileMenu(props: ProfileMenuProps) {
  const [Menu, setMenu] = useState<LoadedMenu | null>(null);
  const [openedBy, setOpenedBy] = useState<"pointer" | "keyboard" | null>(null);

  if (Menu) return <Menu {...props} openOnMount={openedBy} />;

  function open(by: "pointer" | "keyboard") {
    setOpenedBy(by);
    loadMenu().then(
      (loaded) => setMenu(() => loaded),
      () => setOpenedBy(null), // not loaded (offline, a new deployment): the next press tries again
    );
  }

  return (
    <button
      type="button"
      aria-label={profileMenuName(props.user)}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={PROFILE_BUTTON_CLASSES}
      onPointerEnter={preload}
      onFocus={preload}
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        open("pointer");
      }}
      onKeyDown={(event) => {
        if (event.key !== "Enter" && event.key !== " " && event.key !== "ArrowDown") return;
        event.preventDefault();
        open("keyboard");
      }}
    >
      <Avatar user={props.user} />
    </button>
  );
}
