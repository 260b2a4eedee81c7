import { explainedByMode } from "@paygpa/runtime/mode";
import { type Config, ConfigError, loadConfig, readMode } from "./platform/config";

/**
 * The configuration of a start from the environment, for whoever starts the BFF (`server.ts`, the
 * CLIs): production reads no demo value; a demo or test start loads its defaults from `src/demo/`,
 * dynamically, so production never loads that module and `platform/` never imports it (decision 015).
 */
export async function configFromEnvironment(env: NodeJS.ProcessEnv = process.env): Promise<Config> {
  if (readMode(env) === "production") {
    try {
      return loadConfig(env, null);
    } catch (error) {
      if (error instanceof ConfigError) throw new ConfigError(explainedByMode(env, error.message));
      throw error;
    }
  }
  const { demoDefaults } = await import("./demo/demo-defaults");
  return loadConfig(env, demoDefaults);
}
