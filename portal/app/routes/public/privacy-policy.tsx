import type { MetaFunction } from "@remix-run/node";
import { StaticPage } from "../../components/static-page";

/** Privacy Policy (spec 002 §2). */
export default function PrivacyPage() {
  return (
    <StaticPage title="Privacy Policy">
      <p>
        This policy covers the Guam Power Authority's two sites: guampowerauthority.com and PayGPA, its
        self-service web portal.
      </p>
      <h2>Visiting anonymously</h2>
      <p>You may visit our public pages without telling us who you are.</p>
      <h2>Information collected for statistics</h2>
      <p>
        We track information such as your country, domain, browser type and Internet service provider, only to
        compile statistics that help us improve our sites.
      </p>
      <h2>Cookies</h2>
      <p>
        We generally do not use cookies. PayGPA uses one session cookie only to keep you signed in; it holds
        no personal information.
      </p>
      <h2>Your personal information</h2>
      <p>
        The personal information you give us is used only to serve your account. It is never shared with, or
        sold to, anyone else.
      </p>
    </StaticPage>
  );
}

export const meta: MetaFunction = () => [{ title: "Privacy Policy | PayGPA | Guam Power Authority" }];
