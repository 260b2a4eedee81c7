export { billingRouter, type CcbSimulatorDeps, createApp, PUBLIC_PREFIX } from "./app";
export { type CcbSimulatorConfig, DEFAULT_CONFIG, type ServerSettings, settingsFromEnv } from "./config";
export type { Fault } from "@paygpa/simulator-kit/control-api";
export type { JournalEntry } from "./journal";
export { LOGIN_MESSAGES } from "./web-users/messages";
export type { PersonDetails } from "./persons/persons.routes";
export type { LoginResult } from "./web-users/web-users.routes";
export type { AccountRef, AccountValidation, FinancialSummary } from "./accounts/views";
