/**
 * The meter data services the simulator answers beside billing (decision 042, src/usage/): two of
 * Oracle's published "REST API for Metering and Customer Information" operations, and two the
 * published reference (as searched) does not have — the list of an account's measuring components
 * and a channel's interval measurements — named by PayGPA, to be checked against the utility's Meter
 * Data Management before go-live. Kept apart from `ORACLE_SERVICES` so that list stays Oracle's.
 */
import type { BillingService } from "./oracle-services";

export interface MeterDataService extends BillingService {
  /** The Oracle page the path and shape come from; null where Oracle publishes none (ours). */
  page: string | null;
}

export const METER_DATA_SERVICES: readonly MeterDataService[] = [
  {
    method: "GET",
    path: "/meter/devices/measuringComponents/{measuringComponentId}",
    page: "framework/2510/restapi/api-devices-measuring-component.html",
    specCalls: [],
  },
  {
    method: "GET",
    path: "/customer/v-model/servicePointsCommon/{servicePointId}/servicePointReadingDetails",
    page: "framework/254/restapi/op-rest-apis-customer-v-model-servicepointscommon-servicepointid-servicepointreadingdetails-get.html",
    specCalls: [],
  },
  { method: "GET", path: "/meter/devices/measuringComponents", page: null, specCalls: [] },
  {
    method: "GET",
    path: "/meter/devices/measuringComponents/{measuringComponentId}/measurements",
    page: null,
    specCalls: [],
  },
];
