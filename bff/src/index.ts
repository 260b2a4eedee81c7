export { type AppDeps, type BffApp, createApp } from "./app";
export { type Config, loadConfig } from "./platform/config";
export { configFromEnvironment } from "./start-config";
export { silentLogger } from "./platform/http/logger";
