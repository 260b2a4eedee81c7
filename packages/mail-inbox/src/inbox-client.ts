/**
 * Reading the QA mail catcher over maildev's REST API (decision 040), as the e2e tests and the
 * BFF's SMTP test do: `GET /api/email` (every caught mail, in arrival order, each with its parsed
 * `subject`, `text`, `html`, `from`, `to` and `headers`) and `DELETE /api/email/all`. maildev 3 moved
 * its REST API under `/api` (maildev's docs/rest.md; the web inbox itself is at `/`).
 */

export interface CaughtAddress {
  address: string;
  name: string;
}

/** One mail as maildev parsed it from what arrived over SMTP. */
export interface CaughtMail {
  id: string;
  /** When it arrived (from its Date header). */
  time: string;
  subject: string;
  text: string;
  html: string | null;
  from: CaughtAddress[];
  to: CaughtAddress[];
  headers: Record<string, string>;
}

export interface InboxClient {
  /** Every mail caught, newest first; only those to `to` (any case) when given. */
  list(to?: string): Promise<CaughtMail[]>;
  /** Forgets every caught mail (a test's reset). */
  clear(): Promise<void>;
}

export function inboxClient(webUrl: string): InboxClient {
  const base = webUrl.replace(/\/+$/, "");
  return {
    async list(to) {
      const response = await fetch(`${base}/api/email`);
      if (!response.ok) throw new Error(`the mail inbox at ${base} answered ${response.status}`);
      const mails = ((await response.json()) as CaughtMail[]).reverse();
      if (to === undefined) return mails;
      const wanted = to.toLowerCase();
      return mails.filter((mail) => mail.to.some((one) => one.address.toLowerCase() === wanted));
    },
    async clear() {
      const response = await fetch(`${base}/api/email/all`, { method: "DELETE" });
      if (!response.ok) throw new Error(`emptying the mail inbox at ${base} failed: ${response.status}`);
    },
  };
}
