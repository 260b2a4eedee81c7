/**
 * The mail viewer for QA and trainers (demo and test modes only): the BFF's mail outbox, newest
 * first. It shows password-reset links, so it needs the control token (asked once per browser,
 * see demo-access.server.ts); the links in a mail are links. In production the page does not exist (404), nor does /__control/mail.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { TextInput } from "../../ui/forms";
import { StaticPage } from "../../components/static-page";
import { BffError } from "../../lib/bff.server";
import { requireDemoAccess } from "../../features/demo-access/demo-access.server";
import { MailText } from "../../features/demo-mail/mail-text";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireDemoAccess(request);
  const to = new URL(request.url).searchParams.get("to") ?? "";
  try {
    const outbox = await context.bff.mailOutbox({ to: to || undefined });
    return { to, messages: outbox.messages, error: null };
  } catch (error) {
    if (error instanceof BffError) return { to, messages: [], error: error.message };
    throw error;
  }
}

export default function MailViewer() {
  const { to, messages, error } = useLoaderData<typeof loader>();
  return (
    <StaticPage title="Demo mail outbox">
      <p>
        Every e-mail PayGPA sent (or keeps, without an SMTP server), newest first. Demo and test modes only.
      </p>
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <TextInput name="to" label="Recipient" type="email" defaultValue={to} />
        <button type="submit" className="button-secondary">
          Filter
        </button>
      </Form>
      {error ? <p role="alert">{error}</p> : null}
      {messages.length === 0 ? <p>No mail.</p> : null}
      <ul className="space-y-4">
        {messages.map((mail) => (
          <li key={mail.id} className="rounded-md border border-slate-200 p-4">
            <h2 className="!mt-0 !text-base">{mail.subject}</h2>
            <p className="text-sm text-slate-600">
              To {mail.to} · {mail.kind} · {mail.createdAt} · {mail.status}
            </p>
            <MailText text={mail.text} />
          </li>
        ))}
      </ul>
    </StaticPage>
  );
}

export const meta: MetaFunction = () => [
  { title: "Demo mail | PayGPA" },
  { name: "robots", content: "noindex" },
];
