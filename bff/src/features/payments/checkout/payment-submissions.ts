/**
 * Exactly one payment per submission: the idempotency key is claimed in the database (a unique
 * constraint) before the gateway is called, and every repeat of it gets the first submission's
 * answer: at once when it is done, after a short wait while it runs (parallel submissions), or, when
 * it still runs after the wait, a 409 naming its invoice so the result page can follow that payment.
 * A repeat never reaches the gateway.
 */
import type { ErrorCode } from "@paygpa/contract";
import { paymentMessages } from "@paygpa/contract";
import { DomainError } from "../../../platform/failures";
import { AppError, statusOfFailure } from "../../../platform/http/errors";
import type { Services } from "../../../services";
import type { Payer } from "../payer";
import { repeatOf, submitterOf } from "../submission-rules";
import {
  claimSubmission,
  findSubmission,
  finishSubmission,
  releaseSubmission,
  setSubmissionInvoice,
} from "../submissions.repository";

const POLL_MS = 50;

export interface Submission {
  route: "payeezy" | "payeezy-saved-card" | "get-fphash";
  key: string;
  digest: string;
}

/** What the submission's work may tell: the checkout it made, as soon as it is made. */
export interface SubmissionProgress {
  checkoutMade(invoice: string): Promise<void>;
}

/** Runs `work` once per key and submitter; repeats are answered from the first run. */
export async function submitOnce<T>(
  services: Pick<Services, "clock" | "config" | "db">,
  payer: Payer,
  submission: Submission,
  work: (progress: SubmissionProgress) => Promise<T>,
): Promise<T> {
  const submitter = submitterOf(payer);
  for (;;) {
    const claimed = await claimSubmission(services.db, {
      submitter,
      idempotency_key: submission.key,
      route: submission.route,
      request_digest: submission.digest,
      invoice_num: null,
      state: "in-progress",
      answer_status: null,
      answer: null,
      created_at: services.clock.now().toISOString(),
      done_at: null,
    });
    if (claimed) return runFirst(services, submitter, submission, work);
    const repeat = await answerRepeat<T>(services, submitter, submission);
    // The first was refused before its checkout and freed the key: this one may try its own luck.
    if (repeat.answered) return repeat.value;
  }
}

async function runFirst<T>(
  services: Pick<Services, "clock" | "db">,
  submitter: string,
  submission: Submission,
  work: (progress: SubmissionProgress) => Promise<T>,
): Promise<T> {
  const row = await findSubmission(services.db, submitter, submission.key);
  if (!row) throw new Error("a claimed payment submission vanished");
  let invoice: string | null = null;
  const progress: SubmissionProgress = {
    async checkoutMade(made) {
      invoice = made;
      await setSubmissionInvoice(services.db, row.id, made);
    },
  };
  const finish = (status: number, body: unknown) =>
    finishSubmission(services.db, row.id, { status, body, at: services.clock.now().toISOString() });
  try {
    const answer = await work(progress);
    await finish(200, answer);
    return answer;
  } catch (error) {
    if (invoice === null) {
      // Refused before any checkout was made (card rules, amounts): nothing was charged, and the
      // customer may correct the form and send it again under the same key.
      await releaseSubmission(services.db, row.id);
    } else if (error instanceof DomainError) {
      const status = error instanceof AppError ? error.status : statusOfFailure(error);
      await finish(status, { error: { code: error.code, message: error.message, ...error.details } });
    } else {
      await finish(500, {
        error: { code: "INTERNAL", message: paymentMessages.paymentInProgress, invoice },
      });
    }
    throw error;
  }
}

async function answerRepeat<T>(
  services: Pick<Services, "config" | "db">,
  submitter: string,
  submission: Submission,
): Promise<{ answered: true; value: T } | { answered: false }> {
  // Real time, not the services' clock: tests and demos may stop or move that one.
  const deadline = Date.now() + services.config.payments.gatewayTimeoutMs + 1_000;
  for (;;) {
    const row = await findSubmission(services.db, submitter, submission.key);
    if (!row) return { answered: false };
    const repeat = repeatOf(row, submission.digest);
    if (repeat.kind === "refuse") {
      throw new AppError(422, "IDEMPOTENCY_KEY_REUSED", paymentMessages.paymentKeyReused);
    }
    if (repeat.kind === "answer") {
      if (repeat.status === 200) return { answered: true, value: repeat.body as T };
      // The error answer stored above, from an AppError or the INTERNAL one: its code is one of the list.
      const { error } = repeat.body as {
        error: { code: ErrorCode; message: string } & Record<string, unknown>;
      };
      const { code, message, ...details } = error;
      throw new AppError(repeat.status, code, message, details);
    }
    if (Date.now() >= deadline) {
      throw new AppError(
        409,
        "PAYMENT_IN_PROGRESS",
        paymentMessages.paymentInProgress,
        row.invoice_num ? { invoice: row.invoice_num } : undefined,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
