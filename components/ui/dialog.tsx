"use client";

import {
  cloneElement,
  createContext,
  isValidElement,
  use,
  useEffect,
  useId,
  useReducer,
  useState,
  type ButtonHTMLAttributes,
  type ReactNode,
  type Ref,
  type RefObject,
} from "react";

export type DialogProps = {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** For uncontrolled use: the button that opens the dialog (given the props of Radix's Trigger). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons, laid out right-aligned (stacked on narrow screens). */
  footer?: ReactNode;
  /** When false: no close button, and Escape or a click outside do not close it (the user must choose an action). */
  dismissible?: boolean;
  /** Accessible name of the close (×) button. */
  closeLabel?: string;
  size?: "sm" | "md" | "lg";
  /** Element to focus on open instead of the first focusable one (e.g. the safe choice in a confirmation). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** "alertdialog" for confirmations and errors that interrupt the user. */
  role?: "dialog" | "alertdialog";
  className?: string;
};

type DialogModule = typeof import("./dialog-modal");

// Radix Dialog (with its focus trap, scroll lock and layers, about 12 kB gzip) is in no page's first load: most dialogs
// are never opened. It loads once for the whole app, on the first idle moment after a dialog mounts, or sooner when a
// trigger is hovered or focused, or a dialog opens.
let loaded: DialogModule | undefined;
let loading: Promise<DialogModule> | undefined;

export function preloadDialog(): Promise<DialogModule> {
  loading ??= import("./dialog-modal").then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A failed download (offline for a moment) is tried again on the next open.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const preloadQuietly = () => void preloadDialog().catch(() => {});

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 300);
  return () => clearTimeout(handle);
}

const CloseContext = createContext<(() => void) | null>(null);

type TriggerProps = ButtonHTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement>; "data-state"?: string };

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === "function") ref(node);
  else if (ref) ref.current = node;
}

/**
 * Modal dialog on Radix: focus trapped inside and returned on close to what opened it, page behind inert, Escape
 * closes when dismissible. While it has never been open only the trigger is rendered; Radix is loaded on demand
 * (see preloadDialog) and a dialog opened before it has arrived shows as soon as it has.
 */
export function Dialog({ open: openProp, onOpenChange, trigger, ...modalProps }: DialogProps) {
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };
  const contentId = useId();
  const [triggerNode, setTriggerNode] = useState<HTMLElement | null>(null);
  const [, showLoaded] = useReducer((count: number) => count + 1, 0);

  useEffect(() => whenIdle(preloadQuietly), []);
  useEffect(() => {
    if (!open || loaded) return;
    let current = true;
    preloadDialog().then(
      () => current && showLoaded(),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [open]);

  const Modal = loaded?.DialogModal;
  return (
    <>
      {isValidElement<TriggerProps>(trigger)
        ? cloneElement(trigger, {
            // What Radix's Trigger gives its button.
            type: trigger.props.type ?? "button",
            "aria-haspopup": "dialog",
            "aria-expanded": open,
            "aria-controls": open ? contentId : undefined,
            "data-state": open ? "open" : "closed",
            ref: (node: HTMLElement | null) => {
              setTriggerNode(node);
              assignRef(trigger.props.ref, node);
            },
            onClick: (event) => {
              trigger.props.onClick?.(event);
              if (!event.defaultPrevented) setOpen(!open);
            },
            onPointerEnter: (event) => {
              trigger.props.onPointerEnter?.(event);
              preloadQuietly();
            },
            onFocus: (event) => {
              trigger.props.onFocus?.(event);
              preloadQuietly();
            },
          })
        : trigger}
      {Modal && (
        <CloseContext value={() => setOpen(false)}>
          <Modal {...modalProps} open={open} onOpenChange={setOpen} contentId={contentId} trigger={triggerNode} />
        </CloseContext>
      )}
    </>
  );
}

/** Closes the surrounding Dialog when activated; wrap a Button in it (`<DialogClose><Button>Cancel</Button></DialogClose>`). */
export function DialogClose({ children }: { children: ReactNode }) {
  const close = use(CloseContext);
  if (!isValidElement<TriggerProps>(children)) return children;
  return cloneElement(children, {
    type: children.props.type ?? "button",
    onClick: (event) => {
      children.props.onClick?.(event);
      if (!event.defaultPrevented) close?.();
    },
  });
}
