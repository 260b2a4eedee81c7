import type { Services } from "../../services";

/** What AutoPay's day job and its outcomes use of the BFF's services. */
export type RunnerServices = Pick<
  Services,
  "billing" | "clock" | "config" | "db" | "gateway" | "logger" | "mailer"
>;
