import { accessMessages } from "@paygpa/contract";
import { Link } from "@remix-run/react";
import { FocusedHeading } from "../../../ui/focus";

/**
 * The sign-up's success screen (spec 001 §2: thank-you text, the confirmation e-mail, the junk folder,
 * Login Here). Nothing is active until the e-mailed link is followed (decision 011), so it says so.
 */
export function SuccessScreen() {
  return (
    <section aria-labelledby="sign-up-done" className="space-y-3">
      <FocusedHeading level={2} id="sign-up-done" className="text-xl font-bold text-success-700">
        {accessMessages.signUpSuccess}
      </FocusedHeading>
      <p>A confirmation e-mail has been sent. {accessMessages.signUpCheckEmail}</p>
      <p>If you do not see it in your inbox, please check your junk or spam folder.</p>
      <Link to="/" className="button-primary">
        Login Here
      </Link>
    </section>
  );
}
