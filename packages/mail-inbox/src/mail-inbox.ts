/**
 * The QA mail catcher (decision 040): maildev's SMTP server, which the BFF of a demo or test stack
 * sends its mail to, and its web inbox and REST API, where QA and the e2e tests read that mail.
 * Both listen on loopback only; no outgoing relay is configured, so nothing caught ever leaves the
 * machine (maildev relays only with `outgoingHost` set: https://github.com/maildev/maildev#outgoing-email).
 * maildev's programmatic API reads no `MAILDEV_*` variable nor config file: what is set here is all.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MailDev } from "maildev";

export const LOOPBACK = "127.0.0.1";

export interface MailInboxPorts {
  /** The SMTP port (0: any free one). */
  smtp: number;
  /** The web inbox's port (0: any free one). */
  web: number;
}

export interface RunningMailInbox {
  readonly smtpPort: number;
  /** The web inbox; its REST API is under `/api` (GET /api/email, DELETE /api/email/all). */
  readonly webUrl: string;
  stop(): Promise<void>;
}

/** The most mails one inbox keeps; the oldest go first (a long demo day stays bounded). */
const MAX_EMAILS = 2000;

export async function startMailInbox(ports: MailInboxPorts): Promise<RunningMailInbox> {
  // A folder of its own: maildev's default (<temp>/maildev) is shared by every maildev on the
  // machine, and its "delete all" empties that whole folder, another stack's mail included.
  const mailDirectory = await mkdtemp(join(tmpdir(), "paygpa-mail-inbox-"));
  const maildev = new MailDev({
    smtp: ports.smtp,
    ip: LOOPBACK,
    web: ports.web,
    webIp: LOOPBACK,
    mailDirectory,
    maxEmails: MAX_EMAILS,
    silent: true,
  });
  let servers: Awaited<ReturnType<MailDev["start"]>>;
  try {
    servers = await maildev.start();
  } catch (error) {
    await rm(mailDirectory, { recursive: true, force: true });
    throw error;
  }
  const web = servers.api?.getAddress();
  return {
    smtpPort: servers.smtp.getAddress().port,
    webUrl: `http://localhost:${web?.port ?? ports.web}`,
    async stop() {
      await maildev.stop();
      await rm(mailDirectory, { recursive: true, force: true });
    },
  };
}
