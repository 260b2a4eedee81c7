/**
 * The home page's dialogs (Quick Pay, Forgot Username, Forgot Password), each loaded the first time
 * it opens and kept mounted after, so that the dialog library and the dialogs' forms stay out of the
 * home page's first load (decision 022). A press on their buttons before hydration is kept and acted on
 * after it (`early-press.ts`). The system pop-up is a native dialog (`system-popup.tsx`).
 */
import { type ComponentProps, Suspense, lazy, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useNonce } from "../../../lib/nonce-provider";
import { earlyPressScript, takeEarlyPress } from "./early-press";

const QuickPayDialog = lazy(() =>
  import("../../../features/quick-pay/quick-pay-dialog").then((module) => ({
    default: module.QuickPayDialog,
  })),
);
const ForgotDialog = lazy(() =>
  import("../../../features/forgot/forgot-dialog").then((module) => ({ default: module.ForgotDialog })),
);

/**
 * True from the first time `open` is true: the dialog's code is fetched then, and stays. Also the
 * element that had the focus at that moment (the button pressed), read in the render that opens it.
 */
function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  const opener = useRef<Element | null>(null);
  if (open && !opened && !opener.current && typeof document !== "undefined") {
    opener.current = document.activeElement;
  }
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  return { mounted: opened || open, opener: opener.current };
}

/**
 * While the dialog's code loads, a keyboard user may already have pressed Tab: the focus goes back
 * to the button that opened it before the dialog mounts (layout effect, before the dialog's own
 * focus handling), so that the dialog remembers that button and returns the focus there on close.
 */
function OpenerFocused({ opener }: { opener: Element | null }) {
  useLayoutEffect(() => {
    if (opener instanceof HTMLElement && opener.isConnected && document.activeElement !== opener) {
      opener.focus();
    }
  }, [opener]);
  return null;
}

export function LazyQuickPayDialog(props: ComponentProps<typeof QuickPayDialog>) {
  const { mounted, opener } = useOpenedOnce(props.open);
  return mounted ? (
    <Suspense fallback={null}>
      <OpenerFocused opener={opener} />
      <QuickPayDialog {...props} />
    </Suspense>
  ) : null;
}

export function LazyForgotDialog(props: ComponentProps<typeof ForgotDialog>) {
  const { mounted, opener } = useOpenedOnce(props.open);
  return mounted ? (
    <Suspense fallback={null}>
      <OpenerFocused opener={opener} />
      <ForgotDialog {...props} />
    </Suspense>
  ) : null;
}

/** The inline script that keeps a dialog button's press before hydration; placed before the buttons. */
export function EarlyPressScript() {
  const nonce = useNonce();
  return (
    <script
      nonce={nonce || undefined}
      // Browsers hide the nonce from the DOM after parsing (see nonce-provider).
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: earlyPressScript() }}
    />
  );
}

/** Once hydrated: opens the dialog whose button was pressed before (if any), once. */
export function useEarlyPress<F extends string>(flags: readonly F[], open: (flag: F) => void) {
  const latest = useRef(open);
  latest.current = open;
  useEffect(() => {
    const flag = takeEarlyPress(window as unknown as Record<string, unknown>, flags);
    if (flag) latest.current(flag);
  }, [flags]);
}
