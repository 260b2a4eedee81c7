export { type AppDeps, type BffApp, createApp } from "./app";
export { type Config, loadConfig, testConfig } from "./platform/config";
export { silentLogger } from "./platform/http/logger";
