/**
 * The home page's dialogs (Quick Pay, Forgot Username, Forgot Password, the system pop-up), each
 * loaded the first time it opens and kept mounted after, so that the dialog library and the dialogs'
 * forms stay out of the home page's first load (issue 15 page-weight budget).
 */
import type { AnnouncementsFrontResponse } from "@paygpa/bff/contract";
import { type ComponentProps, Suspense, lazy, useEffect, useState } from "react";
import { SYSTEM_POPUP_SEEN_KEY } from "./system-popup-seen";

const QuickPayDialog = lazy(() =>
  import("../quick-pay/quick-pay-dialog").then((module) => ({ default: module.QuickPayDialog })),
);
const ForgotDialog = lazy(() =>
  import("../forgot/forgot-dialog").then((module) => ({ default: module.ForgotDialog })),
);
const SystemPopup = lazy(() => import("./system-popup").then((module) => ({ default: module.SystemPopup })));

/** True from the first time `open` is true: the dialog's code is fetched then, and stays. */
function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  return opened || open;
}

export function LazyQuickPayDialog(props: ComponentProps<typeof QuickPayDialog>) {
  const opened = useOpenedOnce(props.open);
  return opened ? (
    <Suspense fallback={null}>
      <QuickPayDialog {...props} />
    </Suspense>
  ) : null;
}

export function LazyForgotDialog(props: ComponentProps<typeof ForgotDialog>) {
  const opened = useOpenedOnce(props.open);
  return opened ? (
    <Suspense fallback={null}>
      <ForgotDialog {...props} />
    </Suspense>
  ) : null;
}

/** The pop-up's code loads only when this browser session has not dismissed it yet. */
export function LazySystemPopup({ popup }: { popup: AnnouncementsFrontResponse["systemPop"] }) {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const seen = sessionStorage.getItem(SYSTEM_POPUP_SEEN_KEY);
    setDue(Boolean(popup) && seen !== popup?.title && seen !== "*");
  }, [popup]);
  return due ? (
    <Suspense fallback={null}>
      <SystemPopup popup={popup} />
    </Suspense>
  ) : null;
}
