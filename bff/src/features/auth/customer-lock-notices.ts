import { randomUUID } from "node:crypto";
import type { Db } from "../../database";
import { type BillingPort, isBillingRefusal } from "../../integrations/billing";
import type { Config } from "../../platform/config";
import type { Logger } from "../../platform/http/logger";
import type { Mailer } from "../../platform/mail/mailer";
import { customerLockedMail } from "./customer-locked-mail";
import { insertLockNotice, listLockNotices, takeLockNotice } from "./lock-notices.repository";

/** Notices looked up per run; the next run takes the rest. */
const NOTICES_PER_RUN = 50;
/** Look-ups tried (billing unavailable) before a notice is given up. */
const MAX_ATTEMPTS = 5;

/**
 * A customer login attempt just started a lock: a notice is left for the worker, for a web user and
 * for a name billing does not know alike. The login answer does the same work for both (one insert);
 * who the name belongs to is found later, where the caller cannot time it (spec 001 §8).
 */
export function queueCustomerLockNotice(db: Db, username: string, lockedAt: Date) {
  return insertLockNotice(db, {
    id: randomUUID(),
    username,
    locked_at: lockedAt.toISOString(),
    attempts: 0,
  });
}

/** The e-mail and name of the web user's person, or null for a name billing does not know or no e-mail on file. */
async function holderOf(billing: BillingPort, username: string) {
  let personId: string;
  try {
    personId = (await billing.webUserPerson(username)).personId;
  } catch (error) {
    if (isBillingRefusal(error, "unknown-user")) return null;
    throw error;
  }
  const person = await billing.personDetails(personId);
  return person.email ? { name: person.name, email: person.email } : null;
}

/**
 * The timed job: each waiting notice is taken off the table, its name looked up in billing, and the
 * web user's person e-mailed ('customer-locked'); a name billing does not know sends nothing. A
 * look-up that fails is tried again by a later run, up to a few times. Answers how many were mailed.
 */
export async function sendCustomerLockNotices(services: {
  // The shared services it uses, named here: `services.ts` names auth's session store, so auth does not import it.
  billing: BillingPort;
  config: Pick<Config, "portalUrl">;
  db: Db;
  logger: Logger;
  mailer: Mailer;
}): Promise<number> {
  let mailed = 0;
  for (const notice of await listLockNotices(services.db, NOTICES_PER_RUN)) {
    if (!(await takeLockNotice(services.db, notice.id))) continue;
    try {
      const holder = await holderOf(services.billing, notice.username);
      if (!holder) continue;
      await services.mailer.queue(
        customerLockedMail(holder, notice.username, notice.locked_at, services.config.portalUrl),
      );
      mailed++;
    } catch (error) {
      const attempts = notice.attempts + 1;
      if (attempts < MAX_ATTEMPTS) await insertLockNotice(services.db, { ...notice, attempts });
      else services.logger.error("customer lock notice given up", { attempts, error: String(error) });
    }
  }
  return mailed;
}
