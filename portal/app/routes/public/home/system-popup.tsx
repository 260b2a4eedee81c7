/** The home page's system pop-up (spec 000 "Announcements": one pop-up, shown once per browser session). */
import type { AnnouncementsFrontResponse } from "@paygpa/contract";
import { useEffect, useState } from "react";
import { Modal } from "../../../ui/dialogs";
import { SYSTEM_POPUP_SEEN_KEY } from "./system-popup-seen";

export function SystemPopup({ popup }: { popup: AnnouncementsFrontResponse["systemPop"] }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const seen = sessionStorage.getItem(SYSTEM_POPUP_SEEN_KEY);
    if (popup && seen !== popup.title && seen !== "*") setOpen(true);
  }, [popup]);
  if (!popup) return null;
  const close = () => {
    sessionStorage.setItem(SYSTEM_POPUP_SEEN_KEY, popup.title);
    setOpen(false);
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      title={popup.title}
      size="lg"
    >
      <div
        className="rich-text text-slate-700"
        dangerouslySetInnerHTML={{ __html: popup.content }} /* sanitized by the BFF from Quill Delta */
      />
      <div className="mt-4 flex justify-end">
        <button type="button" className="button-primary" onClick={close}>
          Okay
        </button>
      </div>
    </Modal>
  );
}
