/**
 * Reading mail as a customer gets it: from the QA mail inbox (maildev, decision 040), which the
 * stack's BFF sends every mail to over SMTP. The BFF sends what it queued every 200 ms here, so a
 * mail is waited for, never expected at once. Mails are told apart by recipient and subject, what
 * a person sees in the inbox.
 */
import { type CaughtMail, inboxClient } from "@paygpa/mail-inbox/inbox-client";
import type { StackUrls } from "../stack";
import { expect } from "@playwright/test";

export type { CaughtMail };

/** The mails in the inbox to `to` whose subject matches, newest first (none waited for). */
export async function mailsTo(stack: StackUrls, to: string, subject: RegExp): Promise<CaughtMail[]> {
  const mails = await inboxClient(stack.mailInbox).list(to);
  return mails.filter((mail) => subject.test(mail.subject));
}

/** The newest mail to `to` whose subject matches, once it has arrived. */
export async function mailTo(
  stack: StackUrls,
  to: string,
  subject: RegExp,
  timeout = 15_000,
): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(stack, to, subject))[0];
        return found !== undefined;
      },
      { message: `a mail to ${to} with the subject ${subject} in the QA inbox`, timeout },
    )
    .toBe(true);
  return found!;
}
