import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import type { DialogAnswer } from "./dialog-answer";

/** The data of an account's dialog, fetched when the dialog opens (and again when `query` changes). */
export function useDialogData<T>(accountId: string, dialog: string, query = "") {
  return useDialogDataAt<T>(`/dashboard/accounts/${accountId}/${dialog}${query ? `?${query}` : ""}`);
}

/** The same from any resource route answering a `DialogAnswer` (the back office's usage of an account). */
export function useDialogDataAt<T>(url: string) {
  const fetcher = useFetcher<DialogAnswer<T>>();
  const { load } = fetcher;
  useEffect(() => {
    load(url);
  }, [load, url]);
  return { answer: fetcher.data, loading: fetcher.state !== "idle" || fetcher.data === undefined };
}
