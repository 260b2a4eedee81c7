import { expect, it } from "vitest";
import { runInstanceCampaign } from "./instance-campaign";

// The normal suite runs a short seeded slice; `npm run test:instances -w @paygpa/bff` runs 300.
const PAYMENTS = Number(process.env.PAYGPA_INSTANCE_PAYMENTS ?? 24);
const SEED = Number(process.env.PAYGPA_INSTANCE_SEED ?? 2026);

it(
  `two BFF instances on one database, one killed mid-run: ${PAYMENTS} payments, none lost, none posted twice, no mail sent twice`,
  async () => {
    const figures = await runInstanceCampaign(PAYMENTS, SEED);
    console.log(
      `two-instance campaign (seed ${SEED}, ${figures.database}): ${JSON.stringify({
        payments: figures.payments,
        seconds: figures.seconds,
        servedBy: figures.servedBy,
        approved: figures.approved,
        approvedLines: figures.lines,
        posted: figures.posted,
        retried: figures.retried,
        lost: figures.lost.length,
        postedTwice: figures.postedTwice.length,
        mailsSent: figures.mailsSent,
        mailsSentTwice: figures.mailsSentTwice.length,
        confirmedTwice: figures.confirmedTwice.length,
        chargedTwiceWithoutRefund: figures.chargedTwiceWithoutRefund.length,
        takenOver: figures.takenOver,
      })}`,
    );
    expect(figures.lost).toEqual([]);
    expect(figures.postedTwice).toEqual([]);
    expect(figures.mailsSentTwice).toEqual([]);
    expect(figures.confirmedTwice).toEqual([]);
    expect(figures.chargedTwiceWithoutRefund).toEqual([]);
    expect(figures.failed).toBe(0);
    expect(figures.posted).toBe(figures.lines);
    // The run meant something: both instances served, payments were approved and mail went out,
    // and what the killed instance held when it died was finished by the other one.
    expect(Math.min(...figures.servedBy)).toBeGreaterThan(0);
    expect(figures.approved).toBeGreaterThan(PAYMENTS / 3);
    expect(figures.mailsSent).toBeGreaterThan(0);
    expect(figures.takenOver).toEqual({ posting: true, mail: true });
  },
  90_000 + PAYMENTS * 1_500,
);
