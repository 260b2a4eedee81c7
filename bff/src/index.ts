export { type AppDeps, type BffApp, createApp } from "./app";
export { type Config, loadConfig, testConfig } from "./config";
export { silentLogger } from "./http/logger";
