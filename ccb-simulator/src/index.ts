export { type CcbSimulatorDeps, createApp, PUBLIC_PREFIX } from "./app";
export { type CcbSimulatorConfig, DEFAULT_CONFIG, type ServerSettings, settingsFromEnv } from "./config";
export type { Fault } from "@paygpa/simulator-kit/control-api";
export type { JournalEntry } from "./journal";
export { LOGIN_MESSAGES } from "./messages";
export type { PersonDetails } from "./routes/persons.routes";
export type { LoginResult } from "./routes/web-users.routes";
export type { AccountRef, AccountValidation, FinancialSummary } from "./views";
