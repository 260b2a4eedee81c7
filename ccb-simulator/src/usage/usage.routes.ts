/**
 * The meter data beside billing (decision 042), at the paths of Oracle's "REST API for Metering and
 * Customer Information" (Oracle Utilities Customer To Meter / Meter Data Management):
 *
 * - "Get Measuring Component", `GET /rest/apis/meter/devices/measuringComponents/{measuringComponentId}`
 *   (D1MeasuComp, `…/framework/2510/restapi/api-devices-measuring-component.html`): the account's
 *   interval channel (`businessObject` D1-IntervalChannel, `latestMeasurementDateTime`).
 * - "Get Service Point Reading Details",
 *   `GET /rest/apis/customer/v-model/servicePointsCommon/{servicePointId}/servicePointReadingDetails`
 *   (C1SPReadDet, `…/framework/254/restapi/op-rest-apis-customer-v-model-servicepointscommon-servicepointid-servicepointreadingdetails-get.html`):
 *   the billed readings, one per bill period (bill segment, start and end read date/time, measured
 *   quantity in KWH), paged by `limit` / `offset`, filtered by `startDate` / `endDate`.
 *
 * Not found on Oracle's published pages, so named here and listed as ours in the decision: the list of
 * an account's measuring components (`?accountId=`) and the channel's interval measurements
 * (`…/measuringComponents/{id}/measurements`), paged as Oracle pages its lists (src/paging.ts). The
 * names of fields those pages show without their JSON name are marked below.
 */
import type Router from "@koa/router";
import type { Account } from "@paygpa/fixtures";
import type { Clock } from "@paygpa/simulator-kit";
import { badRequest, CcbError } from "../errors";
import type { CcbStore } from "../store";
import { balanceComponentIdOf, balanceReads } from "./balance-reads";
import { accountKey, readsBetween, usagePeriods } from "./interval-reads";
import { DAY_MS, GUAM_OFFSET_MS, guamMidnight, INTERVAL_MS } from "./load-shape";
import { meterInstallations } from "./usage-edits";
import {
  accountOfMeasuringComponent,
  accountOfServicePoint,
  deviceIdOf,
  measuringComponentIdOf,
  servicePointIdOf,
  usageRecords,
} from "./usage-points";

/** One bill period of 15-minute reads is at most 31 × 96 = 2,976: a page may hold one. */
const MOST_READS = 3000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/;

/** An instant in Guam's wall-clock time with its offset, as Oracle writes date/times. */
export function guamDateTime(ms: number): string {
  return `${new Date(ms + GUAM_OFFSET_MS).toISOString().slice(0, 19)}+10:00`;
}

function page(query: Record<string, unknown>, most: number) {
  const number = (name: string, fallback: number, max: number) => {
    const value = query[name];
    if (value === undefined) return fallback;
    if (typeof value !== "string" || !/^\d{1,7}$/.test(value) || Number(value) > max) {
      throw badRequest(`${name} must be a whole number from ${name === "limit" ? 1 : 0} to ${max}`);
    }
    if (name === "limit" && Number(value) < 1) throw badRequest("limit must be a whole number from 1");
    return Number(value);
  };
  return { limit: number("limit", 100, most), offset: number("offset", 0, 9_999_999) };
}

function instant(query: Record<string, unknown>, name: string, fallback: number): number {
  const value = query[name];
  if (value === undefined) return fallback;
  if (typeof value !== "string" || !DATE_TIME.test(value) || Number.isNaN(Date.parse(value))) {
    throw badRequest(`${name} must be a date/time with its offset, e.g. 2026-03-01T00:00:00+10:00`);
  }
  return Date.parse(value);
}

const noMeasuringComponent = () => new CcbError(404, "NOT_FOUND", "Measuring component doesn't exist");
const noServicePoint = () => new CcbError(404, "NOT_FOUND", "Service point doesn't exist");

/** An account's interval channel, as "Get Measuring Component" answers it. */
function channelOf(store: CcbStore, account: Account, until: number) {
  const records = usageRecords(store, account);
  const periods = usagePeriods(records);
  const latest = Math.min(periods.at(-1)?.end ?? 0, until);
  const meters = meterInstallations(account.AccountID, records.edits);
  return {
    measuringComponentId: measuringComponentIdOf(account.AccountID),
    businessObject: "D1-IntervalChannel",
    // Names below not shown on Oracle's page as JSON names: ours.
    device: { deviceId: meters.at(-1)?.deviceId ?? deviceIdOf(account.AccountID) },
    // The meters the channel has read through, oldest first: one more after each meter exchange.
    deviceHistory: meters.map((meter) => ({
      deviceId: meter.deviceId,
      installedDateTime: meter.installedDateTime === null ? null : guamDateTime(meter.installedDateTime),
      removedDateTime: meter.removedDateTime === null ? null : guamDateTime(meter.removedDateTime),
    })),
    servicePointId: servicePointIdOf(account.AccountID),
    accountId: account.AccountID,
    unitOfMeasure: "KWH",
    secondsPerInterval: INTERVAL_MS / 1000,
    timeZone: "Pacific/Guam",
    latestMeasurementDateTime: periods.length > 0 ? guamDateTime(latest) : null,
  };
}

/** A prepaid meter's daily balance register (balance-reads.ts), as "Get Measuring Component" answers it. */
function balanceChannelOf(store: CcbStore, account: Account) {
  const reads = balanceReads(store, account.AccountID);
  return {
    measuringComponentId: balanceComponentIdOf(account.AccountID),
    businessObject: "D1-ScalarChannel",
    // Names below not shown on Oracle's page as JSON names: ours.
    device: { deviceId: deviceIdOf(account.AccountID) },
    servicePointId: servicePointIdOf(account.AccountID),
    accountId: account.AccountID,
    unitOfMeasure: "USD",
    secondsPerInterval: DAY_MS / 1000,
    timeZone: "Pacific/Guam",
    latestMeasurementDateTime: reads.length > 0 ? guamDateTime(reads.at(-1)!.end) : null,
  };
}

/** The account's channels: the kWh interval channel first, then a prepaid meter's balance register. */
function channelsOf(store: CcbStore, account: Account, until: number) {
  const channels: object[] = [channelOf(store, account, until)];
  if (balanceReads(store, account.AccountID).length > 0) channels.push(balanceChannelOf(store, account));
  return channels;
}

function channelRoutes(router: Router, store: CcbStore, until: () => number): void {
  router.get("/meter/devices/measuringComponents", (ctx) => {
    const accountId = ctx.query.accountId;
    if (typeof accountId !== "string" || !/^\d{10}$/.test(accountId)) {
      throw badRequest("accountId must be a 10-digit account number");
    }
    const account = store.account(accountId);
    ctx.body = { measuringComponents: account ? channelsOf(store, account, until()) : [] };
  });

  router.get("/meter/devices/measuringComponents/:measuringComponentId", (ctx) => {
    const id = ctx.params.measuringComponentId ?? "";
    const balance = balanceAccountOf(store, id);
    if (balance) {
      ctx.body = balanceChannelOf(store, balance);
      return;
    }
    const account = accountOfMeasuringComponent(store, id);
    if (!account) throw noMeasuringComponent();
    ctx.body = channelOf(store, account, until());
  });
}

/** The prepaid account whose balance register this id names, if it names one. */
function balanceAccountOf(store: CcbStore, id: string): Account | undefined {
  const account = /^07\d{10}$/.test(id) ? store.account(id.slice(2)) : undefined;
  return account && balanceReads(store, account.AccountID).length > 0 ? account : undefined;
}

/** The register's daily balance reads in the window, paged, each stamped with the end of its day. */
function balanceMeasurements(store: CcbStore, account: Account, from: number, to: number, asked: Paging) {
  const reads = balanceReads(store, account.AccountID).filter((read) => read.end > from && read.end <= to);
  const slice = reads.slice(asked.offset, asked.offset + asked.limit);
  return {
    measuringComponentId: balanceComponentIdOf(account.AccountID),
    unitOfMeasure: "USD",
    secondsPerInterval: DAY_MS / 1000,
    measurements: slice.map((read) => ({
      measurementDateTime: guamDateTime(read.end),
      measurementValue: read.balance,
      measurementCondition: "REGULAR",
    })),
    limit: asked.limit,
    offset: asked.offset,
    totalNumberOfRecords: reads.length,
    hasMore: asked.offset + slice.length < reads.length,
  };
}

type Paging = ReturnType<typeof page>;

function measurementRoutes(router: Router, store: CcbStore, until: () => number, seed: number): void {
  router.get("/meter/devices/measuringComponents/:measuringComponentId/measurements", (ctx) => {
    const id = ctx.params.measuringComponentId ?? "";
    const balance = balanceAccountOf(store, id);
    const account = balance ?? accountOfMeasuringComponent(store, id);
    if (!account) throw noMeasuringComponent();
    const query = ctx.query as Record<string, unknown>;
    const to = instant(query, "endDateTime", until());
    const from = instant(query, "startDateTime", to - 30 * DAY_MS);
    if (from >= to) throw badRequest("startDateTime must be before endDateTime");
    if (to - from > 400 * DAY_MS) throw badRequest("a request covers at most 400 days");
    const asked = page(query, MOST_READS);
    if (balance) {
      ctx.body = balanceMeasurements(store, balance, from, to, asked);
      return;
    }
    const reads = readsBetween(
      accountKey(seed, account.AccountID),
      usageRecords(store, account),
      from,
      to,
      until(),
    );
    const slice = reads.slice(asked.offset, asked.offset + asked.limit);
    ctx.body = {
      measuringComponentId: measuringComponentIdOf(account.AccountID),
      unitOfMeasure: "KWH",
      secondsPerInterval: INTERVAL_MS / 1000,
      // Each measurement is stamped with the end of its interval, as interval channels record them.
      measurements: slice.map((read) => ({
        measurementDateTime: guamDateTime(read.start + INTERVAL_MS),
        measurementValue: read.wh / 1000,
        measurementCondition: read.estimated ? "ESTIMATED" : "REGULAR",
      })),
      limit: asked.limit,
      offset: asked.offset,
      totalNumberOfRecords: reads.length,
      hasMore: asked.offset + slice.length < reads.length,
    };
  });
}

function readingDetailRoutes(router: Router, store: CcbStore): void {
  router.get("/customer/v-model/servicePointsCommon/:servicePointId/servicePointReadingDetails", (ctx) => {
    const account = accountOfServicePoint(store, ctx.params.servicePointId ?? "");
    if (!account) throw noServicePoint();
    const query = ctx.query as Record<string, unknown>;
    const date = (name: string) => {
      const value = query[name];
      if (value === undefined) return undefined;
      if (typeof value !== "string" || !ISO_DATE.test(value)) throw badRequest(`${name} must be a date`);
      return value;
    };
    const startDate = date("startDate");
    const endDate = date("endDate");
    const asked = page(query, 500);
    const billed = usagePeriods(usageRecords(store, account))
      .filter((period) => period.billId !== null)
      .filter((period) => !startDate || period.end > guamMidnight(startDate))
      .filter((period) => !endDate || period.start < guamMidnight(endDate) + DAY_MS)
      .reverse();
    const slice = billed.slice(asked.offset, asked.offset + asked.limit);
    ctx.body = {
      servicePointId: servicePointIdOf(account.AccountID),
      billedReadings: {
        billedReadingDetails: slice.map((period) => ({
          billSegmentId: period.billId,
          // Names below not shown on Oracle's page as JSON names: ours.
          startReadDateTime: guamDateTime(period.start),
          endReadDateTime: guamDateTime(period.end),
          measuredQuantity: period.wh / 1000,
          finalUnitOfMeasure: "KWH",
          isEstimate: false,
          billDate: period.billDate,
          billSegmentAmount: period.amount,
        })),
      },
      limit: asked.limit,
      offset: asked.offset,
      totalNumberOfRecords: billed.length,
      hasMore: asked.offset + slice.length < billed.length,
    };
  });
}

export function usageRoutes(router: Router, store: CcbStore, clock: Clock, seed: number): void {
  /** Reads are whole days: the meter data of today arrives overnight. */
  const until = () => guamMidnight(clock.today());
  channelRoutes(router, store, until);
  measurementRoutes(router, store, until, seed);
  readingDetailRoutes(router, store);
}
