/**
 * The text outbox (decisions 038, 039): a text is written first, in our database, then sent by a
 * worker that claims one row at a time (the mail outbox's claims, decision 020), so each text goes
 * exactly once even with two BFF instances on one database. Before the provider is ever called the
 * number must be confirmed and not opted out. A text due in quiet hours waits until 8 a.m. Guam
 * time (security notices excepted). No useful answer from the provider: the text stays queued and
 * the next attempt first asks the provider whether it took it (a slow answer must not send twice);
 * a refusal: given up and recorded, and an opt-out at the provider marks the number opted out.
 */
import type { Db } from "../../database";
import type { SmsPort, MobileNumber } from "../../integrations/sms";
import type { Clock } from "../../platform/clock";
import type { Logger } from "../../platform/http/logger";
import { claimWindow, type LeaseDeps } from "../../platform/jobs/job-lease";
import { nextSendingTime } from "./quiet-hours";
import { isUrgent, type TextEvent, textOf } from "./text-messages";
import { mayText, outcomeOfSend } from "./text-replies";
import {
  claimQueuedText,
  findNumberOf,
  insertText,
  isOptedOut,
  listTextChoosers,
  markTextGivenUp,
  markTextSent,
  markTextUnanswered,
  providerIdsOfSameText,
  setOptedOut,
} from "./texts.repository";

/** What sending texts needs: the database, the clock, the provider (null: texts are kept queued). */
export interface TextDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  sms: SmsPort | null;
  config: { readonly sms: { readonly webhookBaseUrl: string } } & LeaseDeps["config"];
}

/** After this many attempts without an answer a text is given up (days of the provider being down). */
const MAX_UNANSWERED_ATTEMPTS = 200;
const TEXTS_PER_RUN = 50;

/** Queues the text of an event to one person's confirmed number; false when it is not sent (or already was). */
export async function queueTextToPerson(
  deps: Pick<TextDeps, "db" | "clock">,
  text: { personId: string; accountId: string | null; event: TextEvent; eventKey: string },
): Promise<boolean> {
  const number = await findNumberOf(deps.db, text.personId);
  if (!number?.confirmed_at) return false;
  if (await isOptedOut(deps.db, number.phone)) return false;
  return queueTextRow(deps, {
    personId: text.personId,
    accountId: text.accountId,
    phone: number.phone,
    event: text.event,
    eventKey: `${text.eventKey}:${text.personId}`,
  });
}

async function queueTextRow(
  deps: Pick<TextDeps, "db" | "clock">,
  text: { personId: string; accountId: string | null; phone: string; event: TextEvent; eventKey: string },
) {
  const now = deps.clock.now();
  return insertText(deps.db, {
    created_at: now.toISOString(),
    kind: text.event.kind,
    event_key: text.eventKey,
    person_id: text.personId,
    account_id: text.accountId,
    to_phone: text.phone,
    body: textOf(text.event),
    status: "queued",
    delivery: null,
    provider_id: null,
    send_after: nextSendingTime(now, isUrgent(text.event)).toISOString(),
    attempts: 0,
    outcome_unknown: 0,
    sent_at: null,
    last_error: null,
    claimed_by: null,
    claimed_until: null,
  });
}

/**
 * Queues an account's notice by text to everyone who chose text for it on that account (one text
 * per event and person). Quietly does nothing when nobody did.
 */
export async function queueAccountText(
  deps: Pick<TextDeps, "db" | "clock" | "logger">,
  text: { accountId: string; notice: string; event: TextEvent; eventKey: string },
): Promise<number> {
  try {
    const choosers = await listTextChoosers(deps.db, text.accountId, text.notice);
    let queued = 0;
    for (const chooser of choosers) {
      if (await isOptedOut(deps.db, chooser.phone)) continue;
      const added = await queueTextRow(deps, {
        personId: chooser.person_id,
        accountId: text.accountId,
        phone: chooser.phone,
        event: text.event,
        eventKey: `${text.eventKey}:${chooser.person_id}`,
      });
      if (added) queued++;
    }
    return queued;
  } catch (error) {
    // A text never fails what caused it (a payment, a draft): it is logged and the event goes on.
    deps.logger.error("text not queued", { kind: text.event.kind, error: String(error) });
    return 0;
  }
}

/** What queueing a text needs (a transaction as `db` queues it with what caused it). */
export type SecurityTextDeps = Pick<TextDeps, "db" | "clock" | "logger">;

/**
 * Queues an event's text to one person, never failing what caused it: an error is logged and the
 * event goes on (the e-mail of the same event is queued regardless).
 */
export async function textToPerson(
  deps: SecurityTextDeps,
  text: Parameters<typeof queueTextToPerson>[1],
): Promise<boolean> {
  try {
    return await queueTextToPerson(deps, text);
  } catch (error) {
    deps.logger.error("text not queued", { kind: text.event.kind, error: String(error) });
    return false;
  }
}

/** The provider's status webhook for texts (the signature covers this URL). */
export const statusUrlOf = (webhookBaseUrl: string) => `${webhookBaseUrl}/status`;

/** One delivery run: every queued text whose time has come, each claimed by this instance first. */
export async function deliverQueuedTexts(deps: TextDeps): Promise<number> {
  const { sms } = deps;
  if (!sms) return 0;
  let sent = 0;
  let afterId = 0;
  for (let taken = 0; taken < TEXTS_PER_RUN; taken++) {
    const row = await claimQueuedText(deps.db, {
      afterId,
      sendableAt: deps.clock.now().toISOString(),
      ...claimWindow(deps.config),
    });
    if (!row) break;
    afterId = row.id;
    const at = () => deps.clock.now().toISOString();
    const number = await findNumberOf(deps.db, row.person_id);
    const optedOut = await isOptedOut(deps.db, row.to_phone);
    if (
      !mayText(
        number && number.phone === row.to_phone
          ? { confirmed: Boolean(number.confirmed_at), optedOut }
          : null,
      )
    ) {
      await markTextGivenUp(deps.db, row.id, optedOut ? "opted-out" : "number not confirmed");
      continue;
    }
    if (row.outcome_unknown) {
      // The last attempt had no answer: the provider may have taken the text. Asked first.
      const earlier = await sms.findSentText({
        to: row.to_phone as MobileNumber,
        body: row.body,
        skip: await providerIdsOfSameText(deps.db, row),
      });
      if (earlier === "unavailable") {
        await markTextUnanswered(
          deps.db,
          row.id,
          "no answer (look-up)",
          row.attempts + 1 >= MAX_UNANSWERED_ATTEMPTS,
        );
        continue;
      }
      if (earlier) {
        await markTextSent(deps.db, row.id, {
          providerId: earlier.providerId,
          delivery: earlier.delivery,
          at: at(),
        });
        sent++;
        continue;
      }
    }
    const result = await sms.sendText({
      to: row.to_phone as MobileNumber,
      body: row.body,
      statusUrl: statusUrlOf(deps.config.sms.webhookBaseUrl),
    });
    const outcome = outcomeOfSend(result);
    if (outcome.state === "sent") {
      const delivery = result.outcome === "accepted" ? result.delivery : "waiting";
      await markTextSent(deps.db, row.id, { providerId: outcome.providerId, delivery, at: at() });
      sent++;
    } else if (outcome.state === "retry") {
      const giveUp = row.attempts + 1 >= MAX_UNANSWERED_ATTEMPTS;
      await markTextUnanswered(deps.db, row.id, outcome.detail, giveUp);
      deps.logger.warn?.("text not sent: the provider did not answer", { textId: row.id, giveUp });
    } else {
      await markTextGivenUp(deps.db, row.id, outcome.detail);
      if (outcome.optOut) await setOptedOut(deps.db, row.to_phone, true, at());
      deps.logger.error("text refused by the provider", { textId: row.id, reason: outcome.detail });
    }
  }
  return sent;
}

/** A delivery run at a time per process; callers arriving meanwhile share it. */
export function textDelivery(deps: TextDeps): () => Promise<number> {
  let running: Promise<number> | null = null;
  return () => {
    running ??= deliverQueuedTexts(deps).finally(() => {
      running = null;
    });
    return running;
  };
}
