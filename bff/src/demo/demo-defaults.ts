/**
 * The defaults of a demo or test start: the published demo values the simulators and the portal
 * share (the gateway's keys from `@paygpa/fixtures`, the development defaults from
 * `@paygpa/runtime/demo-secrets`). The composition root (`src/start-config.ts`) loads this module
 * only outside production.
 */
import { GATEWAY_PAYMENT_PAGES, GATEWAY_REPORTING_USER, GATEWAY_TERMINAL } from "@paygpa/fixtures";
import { controlAccessFromEnv } from "@paygpa/runtime/control-access";
import { readMode } from "@paygpa/runtime/mode";
import { portBase } from "@paygpa/runtime/port-base";
import { serviceAddress } from "@paygpa/runtime/stack-addresses";
import { SMS_DEMO_ACCOUNT } from "@paygpa/sms-simulator";
import { DEV_BILL_LINK_SECRET, DEV_PORTAL_KEY } from "@paygpa/runtime/demo-secrets";
import { type Config, type DemoDefaults, loadConfig } from "../platform/config";

export { DEV_PORTAL_KEY };

function demoPage(customerClass: "RESID" | "COMM") {
  const page = GATEWAY_PAYMENT_PAGES.find((candidate) => candidate.customerClass === customerClass);
  if (!page) throw new Error(`no demo payment page for ${customerClass}`);
  return Object.freeze({
    login: page.login,
    transactionKey: page.transactionKey,
    responseKey: page.responseKey,
  });
}

export const demoDefaults: DemoDefaults = Object.freeze({
  portalKey: DEV_PORTAL_KEY,
  billLinkSecret: DEV_BILL_LINK_SECRET,
  payments: Object.freeze({
    pages: Object.freeze({ RESID: demoPage("RESID"), COMM: demoPage("COMM") }),
    terminal: Object.freeze({
      gatewayId: GATEWAY_TERMINAL.gatewayId,
      password: GATEWAY_TERMINAL.password,
      hmacKeyId: GATEWAY_TERMINAL.hmacKeyId,
      hmacKey: GATEWAY_TERMINAL.hmacKey,
    }),
    search: Object.freeze({
      user: GATEWAY_REPORTING_USER.username,
      password: GATEWAY_REPORTING_USER.password,
    }),
  }),
  control: (env: NodeJS.ProcessEnv) => controlAccessFromEnv(env),
  // The sms-simulator's published account (decision 038), at the stack's fifth port (+4).
  sms: (env: NodeJS.ProcessEnv) => {
    const bff = serviceAddress(env, "bff");
    return Object.freeze({
      accountSid: SMS_DEMO_ACCOUNT.accountSid,
      authToken: SMS_DEMO_ACCOUNT.authToken,
      from: SMS_DEMO_ACCOUNT.from,
      baseUrl: `http://localhost:${env.PAYGPA_SMS_PORT?.trim() || portBase(env) + 4}`,
      webhookBaseUrl: `${bff}/api/v1/sms`,
    });
  },
});

/** The configuration of `env`, with the demo's defaults unless it is a production one (tests). */
export function demoConfig(env: NodeJS.ProcessEnv): Config {
  return loadConfig(env, readMode(env) === "production" ? null : demoDefaults);
}
