/**
 * The BFF's timed jobs (a part of the composition root, `app.ts`): sweeps, outboxes and the rounds
 * that catch up what the (simulated) clock has passed.
 */
import { sendCustomerLockNotices } from "./features/auth";
import { autopayDayJob } from "./features/autopay";
import { runNotices } from "./features/notifications";
import { runOutageAlerts } from "./features/outages";
import { extensionDayJob } from "./features/payment-extension";
import { startPaymentWorkers } from "./features/payments";
import { runNightlyReconciliation } from "./features/reports";
import { everyInterval, withJobLease } from "./platform/jobs";
import type { Services } from "./services";

/**
 * The timed jobs of this process: the session sweep, mail delivery, customer lock notices, the
 * payment workers. With several instances on one database, whole-run jobs run on the instance holding
 * their lease and the outboxes are shared row by row (decision 020).
 */
export function startTimedJobs(services: Services): () => Promise<void> {
  const leased = (name: string, run: () => Promise<unknown>) => () => withJobLease(services, name, run, null);
  const stopSweep = everyInterval(
    "session sweep",
    60_000,
    leased("session sweep", async () => {
      await services.sessions.sweep();
      await services.rateLimiter.sweep(services.clock.now());
    }),
    services.logger,
  );
  // Queued mail goes out within seconds when an SMTP server is configured (a no-op otherwise):
  // every 10 s in production, every second in demo and test modes (decision 040).
  const stopMail = everyInterval(
    "mail delivery",
    services.config.mailIntervalMs,
    () => services.mailer.deliverQueued(),
    services.logger,
  );
  // Queued texts go out within seconds, one claimed row at a time (decision 038), on the mail's rhythm.
  const stopTexts = everyInterval(
    "text delivery",
    services.config.mailIntervalMs,
    () => services.deliverTexts(),
    services.logger,
  );
  // Queued outage reports go to the outage system within seconds, one claimed row at a time (decision 046).
  const stopOutageReports = everyInterval(
    "outage reports",
    services.config.mailIntervalMs,
    () => services.deliverOutageReports(),
    services.logger,
  );
  // A customer lock's e-mail, once the worker has found the web user's person in billing (spec 001 §8).
  const stopLockNotices = everyInterval(
    "customer lock notices",
    10_000,
    leased("customer lock notices", () => sendCustomerLockNotices(services)),
    services.logger,
  );
  const stopPaymentWorkers = startPaymentWorkers(services);
  // Last night's reconciliation (beyond the spec): checked every minute, run once per day after 02:00 Guam.
  const stopNightly =
    services.config.payments.workerIntervalMs > 0
      ? everyInterval(
          "nightly reconciliation",
          60_000,
          leased("nightly reconciliation", () => runNightlyReconciliation(services)),
          services.logger,
        )
      : () => undefined;
  const stopClockRounds = startClockRounds(services, leased);
  return async () => {
    stopSweep();
    stopClockRounds();
    stopLockNotices();
    stopMail();
    stopTexts();
    stopOutageReports();
    stopNightly();
    await stopPaymentWorkers();
  };
}

/**
 * The rounds that catch up what the (simulated) clock has passed, every 15 s, each under its lease:
 * the notices and the outage alerts, AutoPay's reminders and drafts, the payment extensions'.
 */
function startClockRounds(
  services: Services,
  leased: (name: string, run: () => Promise<unknown>) => () => Promise<unknown>,
): () => void {
  const stops = [
    // Bill ready, due soon and past due notices, once the (simulated) clock passes their moment;
    // then the outage alerts (decision 046): the outage system read for the premises of those who chose them.
    everyInterval(
      "notices",
      15_000,
      leased("notices", async () => (await runNotices(services)) + (await runOutageAlerts(services))),
      services.logger,
    ),
    // AutoPay's reminders and drafts (decision 030): every run catches up what the clock has passed.
    everyInterval(
      "autopay",
      15_000,
      leased("autopay", () => autopayDayJob(services).run(services.clock.now())),
      services.logger,
    ),
    // The payment extensions' read-back and reminders (decision 045), on the same rounds.
    everyInterval(
      "payment-extension",
      15_000,
      leased("payment-extension", () => extensionDayJob(services).run(services.clock.now())),
      services.logger,
    ),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
