/**
 * The result page's ways out, in the spec's words ('Close This Window', 'Go Back'), leading where
 * the customer came from rather than always to the home page: a declined card goes back to the form
 * it was paid from; a result tab the card dialog opened closes, and where a browser will not close a
 * tab it did not open by script (quick pay reached the gateway in the same tab) the customer is taken
 * back to where they started.
 */
import { Link } from "@remix-run/react";

/** Where a payment was made from, by the session that reads its result. */
export type CameFrom = "/dashboard" | "/paynow" | "/admin-dashboard/phoned-in" | "/";

export function CloseThisWindow({ cameFrom, className }: { cameFrom: CameFrom; className: string }) {
  return (
    <Link
      to={cameFrom}
      className={className}
      onClick={(event) => {
        // Only a tab opened by script may be closed; the card dialog opens this one so.
        if (window.opener) {
          event.preventDefault();
          window.close();
        }
      }}
    >
      Close This Window
    </Link>
  );
}

export function GoBack({ cameFrom, className }: { cameFrom: CameFrom; className: string }) {
  return (
    <Link to={cameFrom} className={className}>
      Go Back
    </Link>
  );
}

/**
 * 'Where is my payment?' with the payment's reference, so that it opens for a payer who has no
 * login too (quick pay), and for this payment only.
 */
export function TimelineLink({ invoice, reference }: { invoice: string; reference: string | undefined }) {
  const query = reference ? `?ref=${encodeURIComponent(reference)}` : "";
  return (
    <Link to={`/payment-timeline/${invoice}${query}`} className="button-secondary">
      Where is my payment?
    </Link>
  );
}
