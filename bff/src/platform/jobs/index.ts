/** Timed jobs of a BFF instance, and how several instances share them (decision 020). */
export { everyInterval } from "./every-interval";
export { claimWindow, type LeaseDeps, withJobLease } from "./job-lease";
export { leaseOf } from "./job-lease.repository";
