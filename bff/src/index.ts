export { type AppDeps, type BffApp, createApp } from "./app";
export { type Config, configFromEnvironment, loadConfig } from "./platform/config";
export { silentLogger } from "./platform/http/logger";
