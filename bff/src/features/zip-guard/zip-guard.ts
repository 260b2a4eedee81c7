/**
 * The per-account guard of the billing zip, shared by sign-up (step 2) and quick pay's account check:
 * wrong zips are counted in the BFF's database (they survive a restart and count across browsers and
 * BFF instances); at the limit the account's zip check is paused and the e-mail on file is told once.
 */
import { accessMessages } from "@paygpa/contract";
import { fail } from "../../platform/failures";
import type { Services } from "../../services";
import { deleteZipFailuresBefore, insertZipFailure, zipFailureTimesSince } from "./zip-guard.repository";
import { ZIP_TRIES_PER_HOUR, zipPausedUntil, zipWindowStart } from "./zip-guard-rules";

export type ZipFlow = "sign-up" | "quick-pay";

export const zipTriesPaused = () => fail.rateLimited("ZIP_TRIES_PAUSED", accessMessages.zipTriesPaused);

/** Whether the account's zip check is paused now (even the right zip is refused while it is). */
export async function isZipCheckPaused(deps: Pick<Services, "db" | "clock">, accountId: string) {
  const now = deps.clock.now();
  const failures = await zipFailureTimesSince(deps.db, accountId, zipWindowStart(now).toISOString());
  const until = zipPausedUntil(failures);
  return until !== null && until > now;
}

/**
 * Counts a wrong zip for the account. The one that reaches the limit queues a notice to the e-mail on
 * file in the same transaction. Answers whether the account is now paused.
 */
export async function recordWrongZip(
  deps: Pick<Services, "db" | "clock" | "mailer" | "config">,
  input: { accountId: string; flow: ZipFlow; emailOnFile: string | null },
): Promise<boolean> {
  const now = deps.clock.now();
  const since = zipWindowStart(now).toISOString();
  return deps.db.transaction().execute(async (trx) => {
    await deleteZipFailuresBefore(trx, since);
    await insertZipFailure(trx, input.accountId, input.flow, now.toISOString());
    const failures = await zipFailureTimesSince(trx, input.accountId, since);
    if (failures.length === ZIP_TRIES_PER_HOUR && input.emailOnFile) {
      await deps.mailer.queue(
        {
          kind: "zip-tries-paused",
          to: input.emailOnFile,
          subject: "PayGPA: online sign-up and quick pay paused for your account",
          text: [
            "Dear Customer,",
            "",
            `Someone typed a wrong billing zip code ${ZIP_TRIES_PER_HOUR} times within an hour for your GPA account ${input.accountId} on PayGPA.`,
            "For your security, sign-up and quick pay for this account are paused for one hour. Nothing on your account was changed.",
            "",
            "If this was not you, please contact GPA Customer Service at (671) 647-5787.",
            "",
            "Guam Power Authority",
          ].join("\n"),
        },
        trx,
      );
    }
    return zipPausedUntil(failures) !== null;
  });
}
