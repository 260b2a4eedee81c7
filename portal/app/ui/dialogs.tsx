/**
 * Dialogs every page shares (spec 002 §2): a modal shell on Radix Dialog (focus trapped, Escape
 * and the close control close it), the global error/success dialog and the info dialog.
 */
import * as Dialog from "@radix-ui/react-dialog";
import { type ReactNode, useRef } from "react";
import { focusMainContent } from "./focus";
import { BusyButton, StatusMessage } from "./forms";

type ModalProps = {
  /** Controlled; leave both out with `trigger` to let the trigger open it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens it (rendered in place, e.g. 'What is CVV?'). */
  trigger?: ReactNode;
  title: ReactNode;
  /** Read with the title when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
  /** Widest size: "md" (forms, messages), "wide" (the payment dialogs) or "lg" (images, rich text). */
  size?: "md" | "wide" | "lg";
  icon?: ReactNode;
  /** The corner 'Close' control; leave it out (`false`) when the dialog has its own Cancel/Close. */
  closeButton?: boolean;
};

/**
 * The last element that opened a dialog. A dialog opened while focus is nowhere (a result dialog that
 * replaces the dialog the person was in) gives focus back to the element that opened the first one.
 */
let lastOpener: HTMLElement | null = null;

/** Whether focus can go back to `element`: still in the page, not the body, not disabled. */
export function canTakeFocusBack(element: Element | null): element is HTMLElement {
  return (
    element instanceof HTMLElement &&
    element.isConnected &&
    element !== element.ownerDocument.body &&
    !element.matches(":disabled")
  );
}

/**
 * Focus goes back to the opener when a dialog closes (WCAG 2.4.3), whether the dialog was opened by
 * its Radix trigger, by a button's state or by the address (WCAG 2.1 AA). Radix alone returns it only
 * to its own trigger, and otherwise drops it on the body. With no opener left: the main content.
 */
function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus() {
      const active = document.activeElement;
      if (canTakeFocusBack(active)) lastOpener = active;
      opener.current = canTakeFocusBack(active) ? active : lastOpener;
    },
    onCloseAutoFocus(event: Event) {
      event.preventDefault();
      if (canTakeFocusBack(opener.current)) opener.current.focus();
      // The opener is gone: focus goes to the main content, unless the next screen already took it.
      else if (!canTakeFocusBack(document.activeElement)) focusMainContent();
    },
  };
}

const WIDTHS = { md: "max-w-md", wide: "max-w-xl", lg: "max-w-2xl" } as const;

export function Modal({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  size = "md",
  icon,
  closeButton = true,
}: ModalProps) {
  const focusReturn = useFocusReturn();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          {...focusReturn}
          className={`fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] ${WIDTHS[size]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl`}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="flex items-center gap-2 text-lg font-bold text-brand-900">
              {icon}
              {title}
            </Dialog.Title>
            {closeButton ? (
              <Dialog.Close
                className="-m-2 inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
                aria-label="Close"
              >
                <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true" fill="currentColor">
                  <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4z" />
                </svg>
              </Dialog.Close>
            ) : null}
          </div>
          {description ? (
            <Dialog.Description className="mt-2 whitespace-pre-line text-slate-700">
              {description}
            </Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          {children ? <div className="mt-4">{children}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A button in a modal's footer that closes it (e.g. Cancel), as Escape does. */
export function ModalClose({ className, children }: { className?: string; children: ReactNode }) {
  return <Dialog.Close className={className}>{children}</Dialog.Close>;
}

export type MessageTone = "error" | "success" | "info";

const TITLES: Record<MessageTone, string> = { error: "Error", success: "Success", info: "Info" };

function ToneIcon({ tone }: { tone: MessageTone }) {
  const color =
    tone === "error" ? "text-danger-700" : tone === "success" ? "text-success-700" : "text-brand-600";
  const path =
    tone === "error"
      ? "M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm-1 4h2v6H9zm0 7h2v2H9z"
      : tone === "success"
        ? "M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm-1.2 11.4-3.5-3.5 1.4-1.4 2.1 2.1 4.5-4.5 1.4 1.4z"
        : "M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm-1 3h2v2H9zm0 4h2v6H9z";
  return (
    <svg viewBox="0 0 20 20" className={`h-6 w-6 ${color}`} aria-hidden="true" fill="currentColor">
      <path d={path} />
    </svg>
  );
}

/**
 * The global error/success dialog and the info dialog: a title (Error, Success or Info, or the
 * screen's own, e.g. 'Password Request Processed') with an icon and a multi-line message.
 */
export function MessageDialog({
  open,
  onClose,
  tone,
  message,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  tone: MessageTone;
  message: ReactNode;
  title?: string;
  children?: ReactNode;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={title ?? TITLES[tone]}
      icon={<ToneIcon tone={tone} />}
      description={message}
    >
      {children ?? (
        <div className="flex justify-end">
          <button type="button" className="button-primary" onClick={onClose}>
            Okay
          </button>
        </div>
      )}
    </Modal>
  );
}

/** A dialog form's end: the form's own errors, then Cancel (closes the dialog) and the busy submit. */
export function DialogFormEnd({
  errors,
  busy,
  submitLabel,
}: {
  errors?: readonly string[] | null;
  busy: boolean;
  submitLabel: string;
}) {
  return (
    <>
      {errors?.length ? <StatusMessage tone="error">{errors.join(" ")}</StatusMessage> : null}
      <div className="flex justify-end gap-2">
        <ModalClose className="button-secondary">Cancel</ModalClose>
        <BusyButton busy={busy} busyText="Please wait..." className="button-primary">
          {submitLabel}
        </BusyButton>
      </div>
    </>
  );
}
