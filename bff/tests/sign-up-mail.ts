import type { TestStack } from "./harness";

/** The token of the latest sign-up confirmation link e-mailed to `to` (read from the link's fragment). */
export async function signUpLinkTokenFor(stack: TestStack, to: string): Promise<string> {
  const mail = await stack.call(`/__control/mail?to=${encodeURIComponent(to)}&kind=sign-up-confirm`);
  const text: string = mail.body.messages[0]?.text ?? "";
  const token = /\/sign-up-confirm#token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no sign-up confirmation link was e-mailed to ${to}`);
  return token;
}

/** Follows the sign-up confirmation link e-mailed to `to`, as the confirmation page does. */
export async function confirmSignUpFromMail(stack: TestStack, to: string) {
  return stack.call("/api/v1/sign-up-confirm", { body: { token: await signUpLinkTokenFor(stack, to) } });
}

/** The person's contact numbers as billing holds them. */
export async function phonesInBilling(stack: TestStack, personId: string) {
  const response = await fetch(`${stack.ccb}/rest/apis/cm/persons/details`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ PersonID: personId }),
  });
  return ((await response.json()) as { contactNumbers: unknown[] }).contactNumbers;
}
