import type { MetaFunction } from "@remix-run/node";
import { StaticPage } from "../../components/static-page";

/** Terms and Conditions (spec 002 §2): section I, then II A–H. */
export default function TermsPage() {
  return (
    <StaticPage title="Terms and Conditions">
      <h2>I. Introduction</h2>
      <p>
        Welcome to PayGPA, the self-service web portal of the Guam Power Authority (GPA). By registering for
        and using PayGPA you agree to these terms and conditions. Please read them carefully.
      </p>
      <h2>Summary of the terms</h2>
      {/* The terms summary, as spec 002 §1 gives it. */}
      <ul>
        <li>
          Residential cards accepted: Visa, MasterCard and Discover. Commercial accepts MasterCard only.
        </li>
        <li>
          Online payments may not credit immediately, so if your account is past due we advise you to pay in
          person.
        </li>
        <li>Anyone may pay another person's bill with the correct account information.</li>
        <li>Fees of the card issuer or bank are the customer's.</li>
        <li>A failed card payment counts as not paid.</li>
        <li>The site does not store financial information.</li>
      </ul>
      <h2>II. General Terms</h2>
      <h3>A. General</h3>
      <p>
        PayGPA lets GPA customers view their electric accounts, bills and usage and pay online. You are
        responsible for keeping your username, password and security answer confidential and for all activity
        under your login.
      </p>
      <h3>B. Security</h3>
      <p>
        Information sent between your browser and PayGPA is encrypted with Transport Layer Security (TLS 1.3).
        Card payments are processed by GPA's payment processor; GPA does not store your card number.
      </p>
      <h3>C. Privacy</h3>
      <p>
        GPA uses the personal information you provide only to serve your account. See the{" "}
        <a href="/privacy-policy">Privacy Policy</a>.
      </p>
      <h3>D. Warranties</h3>
      <p>
        PayGPA is provided "as is". GPA does not warrant that the service will be uninterrupted or error-free,
        and is not liable for delays in posting payments caused by events beyond its control.
      </p>
      <h3>E. Waiver and Jurisdiction</h3>
      <p>
        A failure to enforce any of these terms is not a waiver of it. These terms are governed by the laws of
        Guam, and any dispute is subject to the jurisdiction of the courts of Guam.
      </p>
      <h3>F. Copyright</h3>
      <p>
        The content of PayGPA is the property of the Guam Power Authority and may not be copied without
        permission.
      </p>
      <h3>G. Withdrawal and Suspension of Service</h3>
      <p>
        GPA may withdraw or suspend PayGPA, or your access to it, at any time, for maintenance or if these
        terms are not respected.
      </p>
      <h3>H. Acceptance and Changes</h3>
      <p>
        By checking the box at sign-up you accept these terms. GPA may change them; the version published here
        is the one that applies.
      </p>
    </StaticPage>
  );
}

export const meta: MetaFunction = () => [{ title: "Terms and Conditions | PayGPA | Guam Power Authority" }];
