/** What the system-wide control routes (reset, clock, scenarios) need: the BFF's services and the simulators. */
import type { Services } from "../services";
import type { SimulatorControl } from "./simulator-control";

export interface SystemDeps {
  services: Pick<Services, "clock" | "mailer" | "dayJobs" | "logger" | "db">;
  /** The configured today (PAYGPA_TODAY; null: the real date) a system reset returns the clocks to. */
  startToday: string | null;
  simulators: SimulatorControl;
  /** The BFF's own data back to the fixtures. */
  resetBff(): Promise<void>;
}
