/**
 * The console's Mail section: the sms-simulator's phone view (every text), the QA mail inbox, where every mail the system sent arrives as the
 * customer gets it (maildev, decision 040), and the BFF's outbox for one recipient (a persona's
 * Mail, or an address typed here) with each mail's delivery status.
 */
import type { MailOutbox } from "@paygpa/contract";
import { Form } from "@remix-run/react";
import type * as v from "valibot";
import type { Panel } from "../../lib/bff-console.server";
import { TextInput } from "../../ui/forms";
import { guamTime } from "./guam-time";
import { PanelProblem, RecordList } from "./panels";

export function MailPanel({
  mail,
  mailTo,
  inbox,
  phone = null,
}: {
  mail: Panel<v.InferOutput<typeof MailOutbox>> | null;
  mailTo: string;
  inbox: string | null;
  /** The sms-simulator's phone view (decision 038), where every text arrives. */
  phone?: string | null;
}) {
  return (
    <>
      {inbox ? (
        <p>
          Every mail sent arrives in the <a href={inbox}>mail inbox</a> ({inbox}), as the customer gets it.
        </p>
      ) : null}
      {phone ? (
        <p>
          Every text sent arrives in the <a href={phone}>phone view</a> ({phone}): open it with{" "}
          <code>?token=</code> and the control token to read the texts, reply as the customer (STOP, HELP) or
          force a delivery failure.
        </p>
      ) : null}
      <Form method="get" aria-label="Mail to show" className="flex flex-wrap items-end gap-2">
        <TextInput name="mail" label="Recipient" type="email" defaultValue={mailTo} />
        <button type="submit" className="button-secondary">
          Show mail
        </button>
      </Form>
      {mail === null ? <p>Choose a persona's Mail, or type an address.</p> : null}
      {mail && !mail.ok ? <PanelProblem panel={mail} /> : null}
      {mail?.ok ? (
        <RecordList
          records={mail.value.messages.map(({ createdAt, kind, subject, status }) => ({
            createdAt: guamTime(createdAt),
            kind,
            subject,
            status,
          }))}
          empty={`No mail to ${mailTo}.`}
        />
      ) : null}
    </>
  );
}
