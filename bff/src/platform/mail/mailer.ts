import { randomUUID } from "node:crypto";
import { currentCorrelationId } from "../http/correlation";
import type { Clock } from "../clock";
import type { Executor } from "../db/database";
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "../http/logger";
import { MailDeliveryFaults } from "./mail-faults";
import { claimWindow, type LeaseDeps } from "../jobs/job-lease";
import {
  claimQueuedMail,
  insertMail,
  mailTables,
  markMailAttemptFailed,
  markMailSent,
} from "./mail.repository";
import type { MailTables } from "./mail.table";

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The event it tells of (the outage alerts report reads it, decision 046). */
  eventKey?: string;
}

export interface Mailer {
  /**
   * Writes the mail to the outbox, inside the caller's transaction when given one, so that a mail is
   * queued exactly when what caused it is saved. Delivery happens after, by the worker.
   */
  queue<DB extends MailTables>(mail: OutgoingMail, db?: Executor<DB>): Promise<number>;
  /** Sends what is queued (no-op without SMTP). Returns how many were sent. */
  deliverQueued(): Promise<number>;
  /** Delivery faults QA injects (control API, test and demo modes); none by default. */
  readonly faults: MailDeliveryFaults;
}

const MAX_ATTEMPTS = 5;
/** At most this many mails per run; the next run sends the rest. */
const MAIL_PER_RUN = 50;

export function createMailer<DB extends MailTables>(deps: {
  db: Executor<DB>;
  clock: Clock;
  logger: Logger;
  smtpUrl: string | null;
  from: string;
  /** Who this instance is among several on the database, and how long its claim on a mail lasts (default: a process alone). */
  claims?: LeaseDeps["config"];
  /** A transport of one's own (tests); otherwise SMTP when smtpUrl is set, else none. */
  transport?: Transporter;
}): Mailer {
  const transport = deps.transport ?? (deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null);
  let delivering: Promise<number> | null = null;
  const faults = new MailDeliveryFaults();
  const outbox = mailTables(deps.db);
  const claims = deps.claims ?? { instanceId: `mailer-${randomUUID()}`, jobLeaseSeconds: 120 };

  async function deliver(): Promise<number> {
    if (!transport) return 0;
    let sent = 0;
    let afterId = 0;
    for (let taken = 0; taken < MAIL_PER_RUN; taken++) {
      // One mail at a time, claimed for this instance: two instances never send the same mail.
      const mail = await claimQueuedMail(outbox, { afterId, ...claimWindow(claims) });
      if (!mail) break;
      afterId = mail.id;
      try {
        if (faults.take()) throw new Error("Injected fault: mail delivery failed");
        await transport.sendMail({
          // Its Date is when it was written (RFC 5322 §3.6.1), on the system clock QA may have moved,
          // not when an attempt finally got through.
          date: new Date(mail.created_at),
          from: deps.from,
          to: mail.to_address,
          subject: mail.subject,
          text: mail.text_body,
          html: mail.html_body ?? undefined,
        });
        await markMailSent(outbox, mail.id, deps.clock.now().toISOString());
        sent++;
      } catch (error) {
        const giveUp = mail.attempts + 1 >= MAX_ATTEMPTS;
        await markMailAttemptFailed(outbox, mail.id, String(error), giveUp);
        deps.logger.error("mail delivery failed", { mailId: mail.id, kind: mail.kind, giveUp });
      }
    }
    return sent;
  }

  return {
    faults,
    async queue(mail, db) {
      const id = await insertMail(db ? mailTables(db) : outbox, {
        created_at: deps.clock.now().toISOString(),
        correlation_id: currentCorrelationId() ?? null,
        kind: mail.kind,
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html ?? null,
        event_key: mail.eventKey ?? null,
        status: transport ? "queued" : "kept",
        attempts: 0,
        sent_at: null,
        last_error: null,
      });
      return id;
    },
    deliverQueued() {
      // One delivery run at a time; callers arriving meanwhile share it.
      delivering ??= deliver().finally(() => {
        delivering = null;
      });
      return delivering;
    },
  };
}
