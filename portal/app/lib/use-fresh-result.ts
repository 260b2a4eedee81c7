/**
 * The answer a dialog's form should show: the fetcher's last answer, but only one that arrived
 * while this form was on screen. A dialog's form is mounted afresh for each person it edits (its
 * `key`), so its Conform id never changes under it: a changed id makes Conform reset the form, and
 * a reset that waits for the dialog's portal empties the first typed field when it loses the focus.
 */
import { useState } from "react";

export function useFreshResult<Result>(fetcher: {
  state: string;
  data?: { result: Result } | undefined;
}): Result | undefined {
  const [atMount] = useState(() => fetcher.data);
  if (fetcher.state !== "idle" || fetcher.data === atMount) return undefined;
  return fetcher.data?.result;
}
