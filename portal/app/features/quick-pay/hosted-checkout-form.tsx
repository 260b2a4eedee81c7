import { useEffect, useRef } from "react";

/**
 * The hidden form of the hosted checkout: the BFF's signed fields, POSTed by the browser to the
 * gateway's payment page as soon as it renders (the browser leaves the portal for the card step).
 */
export function HostedCheckoutForm({
  action,
  fields,
  target,
}: {
  action: string;
  fields: Record<string, string>;
  /** A window's name: the phoned-in clerk's stepper opens the payment page in a new tab. */
  target?: string;
}) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.submit();
  }, []);
  return (
    <form ref={form} method="post" action={action} target={target} aria-label="Secure card payment page">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <noscript>
        <button type="submit" className="button-primary">
          Continue to the secure payment page
        </button>
      </noscript>
    </form>
  );
}
