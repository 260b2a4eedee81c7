/**
 * The integration's messages as the CIS side sees them (decision 041): the element names of the
 * Oracle Utilities Customer Care and Billing Integration to Oracle Utilities Network Management
 * System Implementation Guide, Appendix A "Data Mapping" — "Trouble Call Process" (08.3), "Job
 * History Query" (08.4), "Trouble Call History Query" (08.5), "Planned Outages Query" (08.6) —
 * carried as JSON. Where a value passes a domain value map (DVM) the guide names the map but not its
 * values (each utility configures them): ours are listed here and in the README.
 */
import type { ServicePoint } from "@paygpa/fixtures";
import { planState } from "../model/plans";
import type { EventAtServicePoint, VillageCount } from "../model/queries";
import type { CrewStatus, PlannedOutage, TroubleCall, TroubleKind } from "../model/types";

/** `outageCodes` (NMS trouble_code, SRS_TROUBLE_CODES: the utility's own), ours. */
export const TROUBLE_CODES: Record<string, TroubleKind> = {
  NOPWR: "no-power",
  PARTIAL: "partial-power",
  FLICKER: "flickering",
  WIREDOWN: "line-down",
};
const CODE_OF = Object.fromEntries(Object.entries(TROUBLE_CODES).map(([code, kind]) => [kind, code]));

/** `eventStatus` (NMS STATUS through DVM OUCCB_OUNMS_Status), ours. */
const EVENT_STATUS: Record<CrewStatus, string> = {
  assessing: "ASSESSING",
  dispatched: "DISPATCHED",
  "on-site": "ON_SITE",
  restoring: "RESTORING",
  restored: "RESTORED",
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** One `<jobHistory>` of the Job History Query response (08.4), for one service point. */
export function jobHistory(row: EventAtServicePoint) {
  const { event, servicePoint } = row;
  const restoredHere = row.restoredHere;
  return {
    spId: servicePoint.spId,
    jobStartDateTime: event.beganAt.toISOString(),
    troubleLocation: `${event.device.kind === "feeder" ? "Feeder" : "Transformer"} ${event.device.id}, ${servicePoint.village}`,
    estimatedRestorationDateTime: restoredHere ? null : iso(event.estimatedRestoration),
    actualRestorationDateTime: iso(restoredHere),
    ertType: event.estimateSource,
    eventStatus: restoredHere ? EVENT_STATUS.restored : EVENT_STATUS[event.crew],
    alarmState: event.hazard ? "HAZARD" : "NONE",
    customersAffected: row.customersAffected,
    jobId: event.jobId,
    opearatorComment: event.comment,
    deviceClass: event.device.kind === "feeder" ? "FEEDER" : "TRANSFORMER",
    troubleDescription: event.condition,
    feeder: servicePoint.feeder,
    primaryCause: event.cause,
    actionTakenDescription: event.comment,
    referralGroup: "",
    // Not in the guide's mapping (decision 041): the village, and the plan a planned outage carries out.
    village: servicePoint.village,
    plannedOutageNumber: event.planNumber ?? null,
    calls: event.calls.length,
  };
}

/** One `<callHistory>` of the Trouble Call History Query response (08.5). */
export function callHistory(call: TroubleCall, seq: number, servicePoint: ServicePoint, active: boolean) {
  return {
    seq,
    spId: call.spId,
    callDate: call.at.toISOString(),
    location: servicePoint.address,
    complaintDescription: CODE_OF[call.kind],
    callComments: call.comments ?? "",
    issuer: "CIS",
    referenceNumber: call.externalId,
    contactName: call.contactName ?? "",
    /** NMS ACTIVE through DVM OUCCB_OUNMS_Call_Status: Y while its job is open. */
    callStatus: active ? "Y" : "N",
    callId: call.callId,
    jobId: call.jobId,
    /** Not in 08.5: the last callback's answer and time (NMS keeps the last, not a history). */
    callbackStatus: call.callback?.answer ?? null,
    callbackDateTime: call.callback?.at.toISOString() ?? null,
  };
}

/** One `<plannedOutages>` of the Planned Outages Query response (08.6). */
export function plannedOutage(plan: PlannedOutage, now: Date) {
  return {
    planClass: plan.planClass,
    outageNumber: plan.planNumber,
    plannedStartDateTime: plan.start.toISOString(),
    plannedEndDateTime: plan.end.toISOString(),
    // The guide spells the element "plannedOutageSatus"; we answer both spellings.
    plannedOutageStatus: planState(plan, now),
    plannedOutageSatus: planState(plan, now),
    workDistrict: plan.workDistrict,
    workLocation: plan.workLocation,
    workDescription: plan.workDescription,
    feeder: plan.feeder,
  };
}

/** The island by village: not in the guide (decision 041), the simulator's own. */
export function outageSummary(villages: VillageCount[], now: Date) {
  const total = (field: "servicePoints" | "servicePointsOut") =>
    villages.reduce((sum, village) => sum + village[field], 0);
  return {
    asOf: now.toISOString(),
    villages: villages.map((village) => ({
      village: village.village,
      customersServed: village.servicePoints,
      customersOut: village.servicePointsOut,
      outages: village.outages,
    })),
    totals: { customersServed: total("servicePoints"), customersOut: total("servicePointsOut") },
  };
}

/** The integration's error shape (P_ERR_NO, P_ERR_MSG of every message). */
export class NmsRefusal extends Error {
  constructor(
    readonly status: number,
    readonly number: number,
    message: string,
  ) {
    super(message);
  }
  get body() {
    return { P_ERR_NO: this.number, P_ERR_MSG: this.message };
  }
}
