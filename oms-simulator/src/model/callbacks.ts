/**
 * Callback responses: after a restoration the customer is asked (or says of their own accord)
 * whether power is back, and the answer goes to the outage system. Oracle Utilities Network
 * Management System Adapters Guide, Generic IVR Adapter, "Data Flow Details" → "Callback Responses"
 * (stored procedure `pr_trouble_callback_responses`; table TROUBLE_CALLBACKS, "Trouble Callback
 * Mapping Configuration"): the result of a callback is passed to NMS with its time; a customer
 * whose outage is not restored is re-introduced for analysis and restoration with a "Still Out"
 * clue (NMS Web Callbacks), which makes a nested outage. NMS keeps the last callback of a call, not
 * a history ("NMS does not track callback history"). The CCB–NMS Implementation Guide has no
 * callback message: the wire shape is ours (README, capability table).
 */
import type { OutageBook } from "./book";
import { enterCall } from "./trouble-calls";
import type { CallbackAnswer, CallbackResponse } from "./types";

export interface CallbackEntry {
  /** The caller's system's id for this answer: a repeat is the same answer. */
  externalId: string;
  jobId: string;
  spId: string;
  answer: CallbackAnswer;
  at: Date;
  accountId: string | null;
}

export class CallbackRefused extends Error {}

const ANSWER_WORDS: Record<CallbackAnswer, string> = {
  RESTORED: "power restored",
  STILL_OUT: "still out",
};

export function answerCallback(
  book: OutageBook,
  entry: CallbackEntry,
  now: Date,
): { callback: CallbackResponse; repeated: boolean } {
  book.settle(now);
  const repeated = book.callbacksByExternalId.get(entry.externalId);
  if (repeated) return { callback: repeated, repeated: true };
  const event = book.events.get(entry.jobId);
  if (!event) throw new CallbackRefused(`no job ${entry.jobId}`);
  const servicePoint = book.network.bySpId.get(entry.spId);
  if (!servicePoint) throw new CallbackRefused(`no service point ${entry.spId}`);
  if (!event.transformers.includes(servicePoint.transformer))
    throw new CallbackRefused(`service point ${entry.spId} is not on job ${entry.jobId}`);
  // The last callback of each of the customer's calls on the job (NMS keeps no callback history).
  const answered = event.calls
    .map((callId) => book.calls.get(callId))
    .filter((call) => call !== undefined && call.spId === entry.spId);
  for (const call of answered) {
    if (call) call.callback = { answer: entry.answer, at: entry.at };
  }
  book.record(
    event.jobId,
    now,
    `callback from service point ${entry.spId}: ${ANSWER_WORDS[entry.answer]}` +
      (answered.length === 0 ? " (no call of theirs on the job)" : ""),
  );
  // Still out: the customer is re-introduced as a new call (a nested outage when the job is over).
  const reintroduced =
    entry.answer === "STILL_OUT"
      ? enterCall(
          book,
          {
            spId: entry.spId,
            externalId: entry.externalId,
            kind: "no-power",
            at: entry.at,
            accountId: entry.accountId,
            comments: "Still out (callback)",
            callbackRequested: true,
          },
          now,
        )
      : null;
  const callback: CallbackResponse = {
    callbackId: book.nextCallbackId(),
    externalId: entry.externalId,
    jobId: event.jobId,
    spId: entry.spId,
    answer: entry.answer,
    at: entry.at,
    callsAnswered: answered.length,
    newCall: reintroduced
      ? { callId: reintroduced.call.callId, jobId: reintroduced.call.jobId, joined: reintroduced.joined }
      : null,
  };
  book.callbacks.set(callback.callbackId, callback);
  book.callbacksByExternalId.set(callback.externalId, callback);
  book.version += 1;
  return { callback, repeated: false };
}
