import { useEffect, useState } from "react";

/**
 * The value a streamed loader promise settles to, `fallback` until then (and on the server). For a
 * value a component needs only later, after a click (the card dialog's e-mail), so that the part of
 * the page around it is not held in a Suspense boundary.
 */
export function useSettled<T>(promise: Promise<T>, fallback: T): T {
  const [value, setValue] = useState(fallback);
  useEffect(() => {
    let current = true;
    promise.then(
      (settled) => current && setValue(settled),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [promise]);
  return value;
}
