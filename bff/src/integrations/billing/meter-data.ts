/**
 * The meter data beside billing (decision 042): an account's interval channel, its 15-minute reads
 * (a page at a time, so the export can stream) and its billed readings, one per bill period. Oracle's
 * "Get Measuring Component" and "Get Service Point Reading Details" (the paths in the ccb-simulator's
 * src/usage/usage.routes.ts, with the pages cited there); the list of an account's channels and the
 * channel's measurements are not on Oracle's published pages and are named in decision 042. Wire
 * names stay in this file; the features read `MeterChannel`, `IntervalRead` and `BilledPeriod`.
 */
import * as v from "valibot";
import type { AccountId } from "./billing-domain";
import type { CcbCall } from "./ccb-caller";

/** An account's meter: its channel of 15-minute kWh reads and the service point it measures. */
export interface MeterChannel {
  channelId: string;
  servicePointId: string;
  /** Seconds per read (900). */
  intervalSeconds: number;
  /** The end of the latest read (ms since the epoch); null before any read. */
  latestReadEnd: number | null;
}

/** One 15-minute read: when it starts (ms since the epoch), its watt-hours, whether it was estimated. */
export interface IntervalRead {
  start: number;
  wh: number;
  estimated: boolean;
}

/** One bill period as billing billed it: from the previous bill's read to this one's (ms), its energy. */
export interface BilledPeriod {
  billId: string;
  billDate: string;
  start: number;
  end: number;
  wh: number;
  /** The period's usage charge in cents, where billing gives it. */
  usageChargeCents: number | null;
}

export interface MeterDataBilling {
  /** The account's interval channel; null when the account has no interval meter. */
  meterChannel(accountId: AccountId): Promise<MeterChannel | null>;
  /** The reads from `from` to `to` (ms, `to` excluded), oldest first, one page of billing's at a time. */
  intervalReadPages(channel: MeterChannel, from: number, to: number): AsyncIterable<IntervalRead[]>;
  /** The account's bill periods, newest first. */
  billedPeriods(channel: MeterChannel): Promise<BilledPeriod[]>;
}

const PAGE = 3000;
const dateTime = v.pipe(
  v.string(),
  v.check((text) => !Number.isNaN(Date.parse(text))),
  v.transform((text) => Date.parse(text)),
);

const Channel = v.looseObject({
  measuringComponentId: v.string(),
  servicePointId: v.string(),
  secondsPerInterval: v.number(),
  latestMeasurementDateTime: v.nullable(dateTime),
});
const Channels = v.looseObject({ measuringComponents: v.array(Channel) });
const Measurements = v.looseObject({
  measurements: v.array(
    v.looseObject({
      measurementDateTime: dateTime,
      measurementValue: v.number(),
      measurementCondition: v.string(),
    }),
  ),
  hasMore: v.boolean(),
});
const ReadingDetails = v.looseObject({
  billedReadings: v.looseObject({
    billedReadingDetails: v.array(
      v.looseObject({
        billSegmentId: v.string(),
        billDate: v.string(),
        startReadDateTime: dateTime,
        endReadDateTime: dateTime,
        measuredQuantity: v.number(),
        billSegmentAmount: v.nullable(v.number()),
      }),
    ),
  }),
  hasMore: v.boolean(),
});

/** Guam's wall-clock time with its offset (+10:00), as billing reads date/times. */
const guamDateTime = (ms: number) => `${new Date(ms + 36_000_000).toISOString().slice(0, 19)}+10:00`;

export function meterDataCalls(call: CcbCall): MeterDataBilling {
  return {
    async meterChannel(accountId) {
      const answer = await call(
        { method: "GET", path: "/meter/devices/measuringComponents", query: { accountId } },
        Channels,
      );
      const channel = answer.measuringComponents[0];
      if (!channel) return null;
      return {
        channelId: channel.measuringComponentId,
        servicePointId: channel.servicePointId,
        intervalSeconds: channel.secondsPerInterval,
        latestReadEnd: channel.latestMeasurementDateTime,
      };
    },

    async *intervalReadPages(channel, from, to) {
      const intervalMs = channel.intervalSeconds * 1000;
      for (let offset = 0; ; ) {
        const answer = await call(
          {
            method: "GET",
            path: `/meter/devices/measuringComponents/${encodeURIComponent(channel.channelId)}/measurements`,
            query: { startDateTime: guamDateTime(from), endDateTime: guamDateTime(to), limit: PAGE, offset },
          },
          Measurements,
        );
        // Billing stamps a read with the end of its interval.
        yield answer.measurements.map((read) => ({
          start: read.measurementDateTime - intervalMs,
          wh: Math.round(read.measurementValue * 1000),
          estimated: read.measurementCondition === "ESTIMATED",
        }));
        if (!answer.hasMore || answer.measurements.length === 0) return;
        offset += answer.measurements.length;
      }
    },

    async billedPeriods(channel) {
      const periods: BilledPeriod[] = [];
      for (let offset = 0; ; ) {
        const answer = await call(
          {
            method: "GET",
            path: `/customer/v-model/servicePointsCommon/${encodeURIComponent(channel.servicePointId)}/servicePointReadingDetails`,
            query: { limit: 500, offset },
          },
          ReadingDetails,
        );
        const page = answer.billedReadings.billedReadingDetails;
        for (const reading of page) {
          periods.push({
            billId: reading.billSegmentId,
            billDate: reading.billDate,
            start: reading.startReadDateTime,
            end: reading.endReadDateTime,
            wh: Math.round(reading.measuredQuantity * 1000),
            usageChargeCents:
              reading.billSegmentAmount === null ? null : Math.round(reading.billSegmentAmount * 100),
          });
        }
        if (!answer.hasMore || page.length === 0) return periods;
        offset += page.length;
      }
    },
  };
}
