import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { StaticPage } from "../../components/static-page";
import { CustomerServiceContacts } from "../../components/site";

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="rounded-md border border-slate-200 p-4 open:bg-slate-50">
      <summary className="cursor-pointer text-lg font-bold text-brand-900">{title}</summary>
      <div className="mt-3 space-y-3">{children}</div>
    </details>
  );
}

function Question({ q, children }: { q: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="font-semibold text-slate-900">{q}</h3>
      <div className="mt-1 text-slate-700">{children}</div>
    </div>
  );
}

/**
 * FAQ (spec 002 §2, §5): collapsible groups; helpers open sign-up, the sample bill dialog
 * (/sign-up?dialog=sample-bill), the forgot dialogs (/?dialog=forgot-…), the contact section and
 * /quickpay.
 */
export default function FaqPage() {
  return (
    <StaticPage title="PayGPA Self Service Web Portal help and FAQs" back="Go Back">
      <Group title="About PayGPA">
        <Question q="What is PayGPA?">
          PayGPA is the Guam Power Authority's self-service web portal: view your electric accounts, bills and
          usage, and pay online any time.
        </Question>
        <Question q="Can I pay without registering?">
          Yes. Use <Link to="/quickpay">Quick Pay</Link> with your account number and billing zip code.
        </Question>
      </Group>
      <Group title="Registration">
        <Question q="What do I need to register?">
          <ul className="list-disc pl-5">
            <li>
              Your 10-digit account number (<Link to="/sign-up?dialog=sample-bill">where can I find it?</Link>
              )
            </li>
            <li>Your billing zip code (for example 96910-1234)</li>
            <li>A unique username of up to 30 characters</li>
            <li>A password of 8 to 15 characters with at least one letter, one number and one symbol</li>
            <li>A valid e-mail address</li>
            <li>A security question and its answer</li>
            <li>Your acceptance of the terms and conditions</li>
          </ul>
          <p className="mt-2">
            <Link to="/sign-up">Sign up now</Link>.
          </p>
        </Question>
      </Group>
      <Group title="Forgot your username or password?">
        <Question q="I forgot my password.">
          Use <Link to="/?dialog=forgot-password">Forgot Password</Link>: enter your account number and
          username, answer your security question, and we will e-mail you a link to set a new password. The
          link works once and expires in 30 minutes. This also unlocks an account locked after 5 wrong
          passwords.
        </Question>
        <Question q="I forgot my username.">
          Use <Link to="/?dialog=forgot-username">Forgot Username</Link>: enter your account number and e-mail
          address, answer your security question, and we will e-mail you your username.
        </Question>
      </Group>
      <Group title="Changing your profile">
        <Question q="How do I change my e-mail, phones or password?">
          Log in, open the menu at the top right (your username) and choose Edit Account. Change Password is
          on that page.
        </Question>
      </Group>
      <Group title="Billing and payment">
        <Question q="Which cards are accepted?">
          Residential accounts: Visa, MasterCard and Discover. Commercial accounts: MasterCard only.
        </Question>
        <Question q="Whom do I contact about my bill?">
          <a href="#contact">GPA Customer Service</a>.
        </Question>
      </Group>
      <div id="contact" className="pt-2">
        <CustomerServiceContacts />
      </div>
    </StaticPage>
  );
}

export const meta: MetaFunction = () => [{ title: "FAQ | PayGPA | Guam Power Authority" }];
