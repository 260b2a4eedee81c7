/**
 * A configuration for tests: in memory (or a fresh schema of the test PostgreSQL), control API on
 * behind TEST_CONTROL_TOKEN, the demo's defaults for everything else.
 */
import { TEST_CONTROL_TOKEN } from "@paygpa/runtime/demo-secrets";
import { demoConfig } from "../../src/demo";
import type { Config } from "../../src/platform/config";
import { testDatabaseEnv } from "./test-database";

export function testConfig(overrides: Partial<Config> = {}): Config {
  const env = {
    PAYGPA_MODE: "test",
    PAYGPA_BFF_DB: ":memory:",
    PAYGPA_CONTROL_TOKEN: TEST_CONTROL_TOKEN,
    ...testDatabaseEnv(),
  };
  // No sms-simulator in the whole-system calls unless a test starts one and says where.
  return Object.freeze({ ...demoConfig(env), smsSimulatorUrl: null, ...overrides });
}
