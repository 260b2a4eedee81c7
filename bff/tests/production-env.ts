import { testDatabaseEnv } from "./support/test-database";

/**
 * An environment a production BFF starts with: every secret its own, at least 32 characters; on
 * the test PostgreSQL (npm run test:postgres) a fresh schema of it.
 */
export function productionEnv(overrides: Record<string, string> = {}): NodeJS.ProcessEnv {
  const key = (name: string) => `${name}-${"s".repeat(32)}`;
  return {
    PAYGPA_MODE: "production",
    PAYGPA_BFF_DB: ":memory:",
    PAYGPA_CCB_URL: "http://127.0.0.1:9",
    PAYGPA_CCB_USER: "PAYGPA-INTEGRATION",
    PAYGPA_CCB_PASSWORD: key("ccb-password"),
    PAYGPA_GATEWAY_URL: "http://127.0.0.1:9",
    PAYGPA_PORTAL_URL: "https://paygpa.example",
    PAYGPA_PORTAL_KEY: key("portal"),
    PAYGPA_GATEWAY_RES_LOGIN: "WSP-GPA-RES-99",
    PAYGPA_GATEWAY_RES_TRANSACTION_KEY: key("res-transaction"),
    PAYGPA_GATEWAY_RES_RESPONSE_KEY: key("res-response"),
    PAYGPA_GATEWAY_COM_LOGIN: "WSP-GPA-COM-99",
    PAYGPA_GATEWAY_COM_TRANSACTION_KEY: key("com-transaction"),
    PAYGPA_GATEWAY_COM_RESPONSE_KEY: key("com-response"),
    PAYGPA_GATEWAY_TERMINAL_ID: "GP9999-01",
    PAYGPA_GATEWAY_TERMINAL_PASSWORD: key("terminal"),
    PAYGPA_GATEWAY_HMAC_KEY_ID: "999001",
    PAYGPA_GATEWAY_HMAC_KEY: key("hmac"),
    PAYGPA_GATEWAY_SEARCH_USER: "gpa-reporting-99",
    PAYGPA_GATEWAY_SEARCH_PASSWORD: key("search"),
    PAYGPA_OPERATIONS_EMAIL: "operations@gpa.example",
    PAYGPA_BILL_LINK_SECRET: key("bill-link"),
    PAYGPA_BILL_PRESENTMENT_URL: "https://bills.gpa.example",
    PAYGPA_ARRANGEMENT_UPLOAD_ROOT: "/var/lib/paygpa/arrangement-forms",
    PAYGPA_ANNOUNCEMENT_IMAGE_DIR: "/var/lib/paygpa/announcement-images",
    PAYGPA_SMS_ACCOUNT_SID: "AC0123456789abcdef0123456789abcdef",
    PAYGPA_SMS_AUTH_TOKEN: "0123456789abcdef0123456789abcdee",
    PAYGPA_SMS_FROM: "+16715550199",
    PAYGPA_SMS_WEBHOOK_URL: "https://paygpa.example/api/v1/sms",
    ...testDatabaseEnv(),
    ...overrides,
  };
}
