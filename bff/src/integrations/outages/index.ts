/**
 * The outage system's door (decision 041): the port the features will depend on (`OutagePort`, in
 * our words) and the adapter the composition root chooses (`app.ts`; decision 046).
 */
export type {
  Answer,
  CrewStage,
  OutagePort,
  OutageProblem,
  OutageReport,
  PlannedWork,
  PremiseOutage,
  ReportResult,
  VillageOutages,
} from "./outage-port";
export { type NmsSettings, nmsAdapter } from "./nms-adapter";
