/**
 * The outage port over Oracle Utilities Network Management System's CIS integration (decision
 * 041): the messages of the CCB–NMS Implementation Guide (Appendix A, Data Mapping 08.3–08.6) as
 * JSON POSTs, real or simulated alike (`oms-simulator/`). Every answer is checked against the
 * fields read; no answer, a timeout, a 5xx or an answer that does not fit is `unavailable`.
 */
import * as v from "valibot";
import type {
  Answer,
  CallbackAnswer,
  CrewStage,
  OutagePort,
  OutageProblem,
  OutageReport,
  PlannedWork,
  PremiseOutage,
  ReportResult,
  VillageOutages,
} from "./outage-port";

export interface NmsSettings {
  /** The integration's origin (the simulator's: http://localhost:3007). */
  baseUrl: string;
  timeoutMs: number;
}

const TROUBLE_CODE: Record<OutageProblem, string> = {
  "no-power": "NOPWR",
  "partial-power": "PARTIAL",
  flickering: "FLICKER",
  "line-down": "WIREDOWN",
};

const STAGE: Record<string, CrewStage> = {
  ASSESSING: "assessing",
  DISPATCHED: "dispatched",
  ON_SITE: "on-site",
  RESTORING: "restoring",
  RESTORED: "restored",
};

const PLAN_STATE: Record<string, PlannedWork["state"]> = {
  SCHEDULED: "scheduled",
  IN_PROGRESS: "in-progress",
  COMPLETED: "completed",
  CANCELLED: "cancelled",
};

const instant = v.pipe(v.string(), v.isoTimestamp());
const nullableInstant = v.nullable(instant);

const CallAnswer = v.object({
  jobId: v.string(),
  joined: v.boolean(),
  callId: v.optional(v.nullable(v.string())),
});
const CallbackReply = v.object({ ...CallAnswer.entries, callbackId: v.string() });
const JobHistory = v.object({
  jobHistory: v.array(
    v.object({
      jobId: v.string(),
      eventStatus: v.picklist(Object.keys(STAGE)),
      primaryCause: v.string(),
      troubleDescription: v.string(),
      jobStartDateTime: instant,
      estimatedRestorationDateTime: nullableInstant,
      actualRestorationDateTime: nullableInstant,
      customersAffected: v.number(),
      village: v.string(),
      alarmState: v.string(),
      opearatorComment: v.string(),
    }),
  ),
});
const PlannedOutages = v.object({
  plannedOutages: v.array(
    v.object({
      outageNumber: v.string(),
      plannedStartDateTime: instant,
      plannedEndDateTime: instant,
      plannedOutageStatus: v.picklist(Object.keys(PLAN_STATE)),
      workDescription: v.string(),
      workLocation: v.string(),
    }),
  ),
});
const Summary = v.object({
  villages: v.array(
    v.object({
      village: v.string(),
      customersServed: v.number(),
      customersOut: v.number(),
      outages: v.number(),
    }),
  ),
});

type Reply = { answered: true; status: number; body: unknown } | { answered: false; detail: string };

type Call = (path: string, message?: unknown) => Promise<Reply>;

/** One call to the integration: its status and JSON body, or no answer within the time limit. */
function caller(settings: NmsSettings): Call {
  return async (path, message) => {
    try {
      const response = await fetch(`${settings.baseUrl}/nms/integration/${path}`, {
        method: message === undefined ? "GET" : "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        ...(message === undefined ? {} : { body: JSON.stringify(message) }),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      const body = await response.json().catch(() => null);
      return { answered: true, status: response.status, body };
    } catch (error) {
      return {
        answered: false,
        detail: (error as Error).name === "TimeoutError" ? "timed out" : "no answer",
      };
    }
  };
}

/** A query: the answer checked against the fields read, then put in our words. */
async function read<S extends v.GenericSchema, T>(
  call: Call,
  path: string,
  message: unknown,
  schema: S,
  map: (answer: v.InferOutput<S>) => T,
): Promise<Answer<T>> {
  const reply = await call(path, message);
  if (!reply.answered) return { outcome: "unavailable", detail: reply.detail };
  if (reply.status !== 200) return { outcome: "unavailable", detail: `HTTP ${reply.status}` };
  const parsed = v.safeParse(schema, reply.body);
  if (!parsed.success) return { outcome: "unavailable", detail: "an answer that does not fit" };
  return { outcome: "known", value: map(parsed.output) };
}

/** Trouble call entry (Guide A 08.3): the report's id is the call's outageCallId, so a repeat is one call. */
async function reportOutage(call: Call, report: OutageReport): Promise<ReportResult> {
  const reply = await call("troubleCalls", {
    premiseId: report.premiseId,
    accountId: report.accountId,
    outageCallId: report.reportId,
    outageCodes: TROUBLE_CODE[report.problem],
    callDateTime: report.reportedAt.toISOString(),
    ...(report.contactName ? { contactName: report.contactName } : {}),
    ...(report.phone ? { contactNumber: report.phone } : {}),
  });
  if (!reply.answered) return { outcome: "unavailable", detail: reply.detail };
  if (reply.status === 404) return { outcome: "unknown-premise" };
  if (reply.status !== 200) return { outcome: "unavailable", detail: `HTTP ${reply.status}` };
  const parsed = v.safeParse(CallAnswer, reply.body);
  if (!parsed.success) return { outcome: "unavailable", detail: "an answer that does not fit" };
  return {
    outcome: "taken",
    outageId: parsed.output.jobId,
    joinedKnownOutage: parsed.output.joined,
    callId: parsed.output.callId ?? null,
  };
}

const CALLBACK_STATUS: Record<CallbackAnswer["answer"], string> = {
  "power-back": "RESTORED",
  "still-out": "STILL_OUT",
};

/**
 * A callback response (NMS Adapters Guide, Generic IVR Adapter, "Callback Responses"; the CCB–NMS
 * guide has no message for it, oms-simulator/README.md): the answer's id is ours, so a repeat is one
 * answer. A job or premise the outage system does not know is given up like an unknown premise.
 */
async function answerCallback(call: Call, answer: CallbackAnswer): Promise<ReportResult> {
  const reply = await call("callbackResponses", {
    premiseId: answer.premiseId,
    accountId: answer.accountId,
    jobId: answer.outageId,
    outageCallId: answer.reportId,
    callbackStatus: CALLBACK_STATUS[answer.answer],
    callbackDateTime: answer.answeredAt.toISOString(),
  });
  if (!reply.answered) return { outcome: "unavailable", detail: reply.detail };
  if (reply.status === 404) return { outcome: "unknown-premise" };
  if (reply.status !== 200) return { outcome: "unavailable", detail: `HTTP ${reply.status}` };
  const parsed = v.safeParse(CallbackReply, reply.body);
  if (!parsed.success) return { outcome: "unavailable", detail: "an answer that does not fit" };
  return {
    outcome: "taken",
    outageId: parsed.output.jobId,
    joinedKnownOutage: parsed.output.joined,
    // Still out: the new call's number; power back: the answer's own.
    callId: parsed.output.callId ?? parsed.output.callbackId,
  };
}

const asDate = (text: string | null) => (text ? new Date(text) : null);

function premiseOutage(job: v.InferOutput<typeof JobHistory>["jobHistory"][number]): PremiseOutage {
  return {
    outageId: job.jobId,
    stage: STAGE[job.eventStatus] as CrewStage,
    cause: job.primaryCause,
    planned: job.troubleDescription === "PLANNED_OUTAGE",
    keepsPowerOn: job.troubleDescription === "NON_OUTAGE",
    startedAt: new Date(job.jobStartDateTime),
    estimatedRestoration: asDate(job.estimatedRestorationDateTime),
    restoredAt: asDate(job.actualRestorationDateTime),
    customersAffected: job.customersAffected,
    village: job.village,
    hazard: job.alarmState === "HAZARD",
    message: job.opearatorComment,
  };
}

function plannedWork(plan: v.InferOutput<typeof PlannedOutages>["plannedOutages"][number]): PlannedWork {
  return {
    planId: plan.outageNumber,
    startsAt: new Date(plan.plannedStartDateTime),
    endsAt: new Date(plan.plannedEndDateTime),
    state: PLAN_STATE[plan.plannedOutageStatus] as PlannedWork["state"],
    description: plan.workDescription,
    location: plan.workLocation,
  };
}

export function nmsAdapter(settings: NmsSettings): OutagePort {
  const call = caller(settings);
  return {
    reportOutage: (report) => reportOutage(call, report),
    answerCallback: (answer) => answerCallback(call, answer),
    // Job History Query (Guide A 08.4), by premise.
    premiseOutages: (premiseId) =>
      read(call, "jobHistory", { premiseId }, JobHistory, (answer) => answer.jobHistory.map(premiseOutage)),
    // Planned Outages Query (Guide A 08.6), by premise.
    plannedWork: (premiseId) =>
      read(call, "plannedOutages", { premiseId }, PlannedOutages, (answer) =>
        answer.plannedOutages.map(plannedWork),
      ),
    // Not in the guide: the simulator's island by village (decision 041).
    island: () =>
      read(call, "outageSummary", undefined, Summary, (answer): VillageOutages[] => answer.villages),
  };
}
