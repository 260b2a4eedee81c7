/**
 * Trouble call entry: a call for a service point joins the open outage event that keeps its
 * transformer out (the nearest device first), or opens a probable outage on its transformer, as the
 * outage system's analysis groups calls onto a predicted device. A "still out" call after a
 * restoration opens a new event on the transformer: an outage nested in the restored one, as NMS
 * makes one from a negative callback. A flickering light opens a non-outage job (nobody is out); a
 * line down is a hazard the crew makes safe first. A call repeated with the same external id is the
 * same call (the caller's system retried): it is answered again, not counted twice.
 */
import type { OutageBook } from "./book";
import type { OutageEvent, TroubleCall, TroubleKind } from "./types";

const MINUTE = 60_000;

export interface CallEntry {
  spId: string;
  externalId: string;
  kind: TroubleKind;
  at: Date;
  accountId?: string | null;
  contactName?: string | null;
  phone?: string | null;
  comments?: string | null;
  callbackRequested?: boolean;
}

export class UnknownServicePoint extends Error {}

export function enterCall(
  book: OutageBook,
  entry: CallEntry,
  now: Date,
): { call: TroubleCall; joined: boolean } {
  book.settle(now);
  const repeated = book.callsByExternalId.get(entry.externalId);
  if (repeated) return { call: repeated, joined: true };
  const servicePoint = book.network.bySpId.get(entry.spId);
  if (!servicePoint) throw new UnknownServicePoint(`no service point ${entry.spId}`);
  const open = book
    .openOn(servicePoint.transformer, now)
    .filter((event) =>
      entry.kind === "flickering" ? true : book.keepsOut(event, servicePoint.transformer, now),
    );
  const joined = open[0];
  const event = joined ?? openForCall(book, servicePoint.transformer, entry.kind, now);
  if (joined && entry.kind === "line-down" && !joined.hazard) {
    joined.hazard = true;
    book.record(joined.jobId, now, "a line down reported: crew to make it safe first");
  }
  const call: TroubleCall = {
    callId: book.nextCallId(),
    externalId: entry.externalId,
    spId: entry.spId,
    accountId: entry.accountId ?? null,
    kind: entry.kind,
    at: entry.at,
    jobId: event.jobId,
    contactName: entry.contactName ?? null,
    phone: entry.phone ?? null,
    comments: entry.comments ?? null,
    callbackRequested: entry.callbackRequested ?? true,
  };
  book.calls.set(call.callId, call);
  book.callsByExternalId.set(call.externalId, call);
  event.calls.push(call.callId);
  book.record(
    event.jobId,
    now,
    `trouble call ${call.callId} (${entry.kind}) from service point ${entry.spId}`,
  );
  book.version += 1;
  return { call, joined: joined !== undefined };
}

/**
 * A probable outage on the caller's transformer, and how its crew gets on: assessed at once,
 * dispatched after 20 minutes with an estimate 3 hours out, on site after an hour, restoring after
 * 90 minutes, restored after 2½ hours. A flickering light's job ends in 4 hours with nobody out.
 */
function openForCall(book: OutageBook, transformer: string, kind: TroubleKind, now: Date): OutageEvent {
  const flickering = kind === "flickering";
  const event = book.open({
    device: { kind: "transformer", id: transformer },
    condition: flickering ? "NON_OUTAGE" : "PROBABLE_SERVICE_OUTAGE",
    cause: "UNKNOWN",
    beganAt: now,
    estimatedRestoration: null,
    estimateSource: "NONE",
    hazard: kind === "line-down",
    comment: kind === "line-down" ? "A line is down: crews make it safe first." : "",
  });
  const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE);
  const done = flickering ? 240 : 150;
  book.schedule(event.jobId, at(20), {
    crew: "dispatched",
    estimate: { at: at(flickering ? 240 : 180), source: "SYSTEM" },
  });
  book.schedule(event.jobId, at(60), {
    crew: "on-site",
    cause: flickering ? "LOOSE_CONNECTION" : "EQUIPMENT_FAILURE",
    ...(flickering ? {} : { condition: "REAL_DEVICE_OUTAGE" as const }),
  });
  book.schedule(event.jobId, at(90), { crew: "restoring", estimate: { at: at(done), source: "CREW" } });
  book.schedule(event.jobId, at(done), { restore: "all" });
  book.settle(now);
  return event;
}
