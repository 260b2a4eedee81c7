/**
 * The customer's number for texts (decision 039): a one-time code texted to the number typed, typed
 * back within 10 minutes with the consent agreed to; the consent text, its version and the time are
 * stored. The code text goes at once, straight to the provider (the customer is waiting for it; it
 * is their own request, so quiet hours do not hold it); the outbox keeps a row of it with the code
 * masked, for the back office's list, never the code itself.
 */
import { randomUUID } from "node:crypto";
import { textNumberMessages, type TextNumber } from "@paygpa/contract";
import type { Db } from "../../database";
import { phoneNumber, type SmsPort } from "../../integrations/sms";
import type { Clock } from "../../platform/clock";
import { fail } from "../../platform/failures";
import type { Logger } from "../../platform/http/logger";
import {
  CODE_MAX_SENDS,
  CODE_SENDS_WINDOW_SECONDS,
  checkCode,
  codeText,
  newCode,
  TEXT_CONSENT_VERSION,
  textConsent,
} from "./text-consent";
import {
  countCodesSentTo,
  countWrongCode,
  findNumberOf,
  insertText,
  isOptedOut,
  saveNumber,
} from "./texts.repository";

type Deps = { db: Db; clock: Clock; sms: SmsPort; logger: Logger };

export async function textNumberOf(deps: Pick<Deps, "db" | "clock">, personId: string): Promise<TextNumber> {
  const row = await findNumberOf(deps.db, personId);
  const now = deps.clock.now().toISOString();
  return {
    phone: row?.phone ?? null,
    codeSent: Boolean(row?.code_hash && row.code_expires_at && row.code_expires_at > now),
    confirmed: Boolean(row?.confirmed_at),
    optedOut: row ? await isOptedOut(deps.db, row.phone) : false,
    consent: textConsent(row?.phone ?? "the number above"),
  };
}

export async function sendTextCode(deps: Deps, personId: string, typed: string): Promise<TextNumber> {
  const phone = phoneNumber(typed);
  if (!phone) throw fail.refused("PHONE_INVALID", textNumberMessages.phoneInvalid);
  if (await isOptedOut(deps.db, phone))
    throw fail.refused("TEXTS_UNAVAILABLE", textNumberMessages.optedOutNumber);
  const now = deps.clock.now();
  // A number gets at most 5 codes an hour, whoever asks: the code text must not flood a phone.
  const windowStart = new Date(now.getTime() - CODE_SENDS_WINDOW_SECONDS * 1000).toISOString();
  if ((await countCodesSentTo(deps.db, phone, windowStart)) >= CODE_MAX_SENDS)
    throw fail.rateLimited("TOO_MANY_TEXT_CODES", textNumberMessages.tooManyCodes);
  const { code, pending } = newCode(now);
  const result = await deps.sms.sendText({ to: phone, body: codeText(code), statusUrl: null });
  if (result.outcome === "unavailable")
    throw fail.closed("TEXTS_UNAVAILABLE", textNumberMessages.textsUnavailable);
  if (result.outcome === "refused") {
    deps.logger.error("code text refused by the provider", { reason: result.reason });
    if (result.reason === "not-a-mobile-number")
      throw fail.refused("PHONE_INVALID", textNumberMessages.phoneInvalid);
    throw fail.refused("TEXTS_UNAVAILABLE", textNumberMessages.textsUnavailable);
  }
  // A new number is not confirmed until its code comes back: texts wait for it.
  await saveNumber(deps.db, {
    person_id: personId,
    phone,
    code_hash: pending.codeHash,
    code_expires_at: pending.expiresAt.toISOString(),
    code_tries: 0,
    confirmed_at: null,
    consent_text: null,
    consent_version: null,
    updated_at: now.toISOString(),
  });
  await insertText(deps.db, {
    created_at: now.toISOString(),
    kind: "phoneCode",
    event_key: `phoneCode:${personId}:${randomUUID()}`,
    person_id: personId,
    account_id: null,
    to_phone: phone,
    body: codeText("######"),
    status: "sent",
    delivery: result.delivery,
    provider_id: result.providerId,
    send_after: now.toISOString(),
    attempts: 1,
    outcome_unknown: 0,
    sent_at: now.toISOString(),
    last_error: null,
    claimed_by: null,
    claimed_until: null,
  });
  return textNumberOf(deps, personId);
}

export async function confirmTextNumber(
  deps: Pick<Deps, "db" | "clock">,
  personId: string,
  answer: { code: string; consentVersion: string; agreed: boolean },
): Promise<TextNumber> {
  if (!answer.agreed || answer.consentVersion !== TEXT_CONSENT_VERSION)
    throw fail.refused("CONSENT_REQUIRED", textNumberMessages.consentRequired);
  const row = await findNumberOf(deps.db, personId);
  if (!row?.code_hash || !row.code_expires_at)
    throw fail.gone("TEXT_CODE_EXPIRED", textNumberMessages.codeExpired);
  const now = deps.clock.now();
  const check = checkCode(
    { codeHash: row.code_hash, expiresAt: new Date(row.code_expires_at), tries: row.code_tries },
    answer.code,
    now,
  );
  if (check === "wrong") {
    await countWrongCode(deps.db, personId);
    throw fail.refused("TEXT_CODE_WRONG", textNumberMessages.codeWrong);
  }
  if (check !== "confirmed") throw fail.gone("TEXT_CODE_EXPIRED", textNumberMessages.codeExpired);
  const consent = textConsent(row.phone);
  await saveNumber(deps.db, {
    ...row,
    code_hash: null,
    code_expires_at: null,
    code_tries: 0,
    confirmed_at: now.toISOString(),
    consent_text: consent.text,
    consent_version: consent.version,
    updated_at: now.toISOString(),
  });
  return textNumberOf(deps, personId);
}
