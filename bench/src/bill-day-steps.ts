/**
 * The bill-day model's steps (bench/README.md, "Bill day"), each a whole visit as a customer's
 * browser or the back office makes it, from a new connection. The personas are the fixtures'
 * (fixtures/personas.json); a step answers whether it ended as a person would expect.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { BillDayStep } from "./bill-day-mix";
import { cookiesOf, portalLogin, postForm, timedRequest } from "./http";
import { ROOT } from "./stack";

interface Persona {
  key: string;
  username: string;
  password: string;
  zip: string;
  accounts: { accountId: string }[];
}

interface Fixtures {
  customers: Persona[];
  admins: { username: string; password: string; level: number }[];
}

const fixtures = JSON.parse(readFileSync(join(ROOT, "fixtures/personas.json"), "utf8")) as Fixtures;

/** Customers whose login ends on their dashboard (not locked, not refused web access). */
const LOGGING_IN = [
  "postpaid-current",
  "postpaid-overdue",
  "due-today",
  "postpaid-and-prepaid",
  "commercial",
  "many-accounts",
];
/** Accounts paid by quick pay: residential postpaid (the residential page takes the Visa test card), not cash only. */
const PAYING = ["postpaid-current", "due-today", "postpaid-overdue"];

function personas(keys: readonly string[]): Persona[] {
  return keys.map((key) => {
    const persona = fixtures.customers.find((customer) => customer.key === key);
    if (!persona) throw new Error(`no fixture customer ${key}`);
    return persona;
  });
}

/** Where each step goes: the portal, the BFF instances (taken in turn) and the gateway. */
export interface BillDayTarget {
  portal: string;
  bffs: readonly string[];
  gateway: string;
}

export interface BillDaySession {
  target: BillDayTarget;
  /** Customers' portal cookies, logged in before the ramp (the dashboard step's visitors). */
  cookies: string[];
  /** A level 3 admin's bearer token (finance: the transaction report). */
  adminToken: string;
}

export async function prepareSession(target: BillDayTarget): Promise<BillDaySession> {
  const cookies = [];
  for (const persona of personas(LOGGING_IN)) {
    cookies.push(await portalLogin(target.portal, persona.username, persona.password));
  }
  const admin = fixtures.admins.find((candidate) => candidate.level === 3);
  if (!admin) throw new Error("no fixture admin of level 3");
  const login = await bffJson(target.bffs[0] as string, "/api/v1/login", {
    username: admin.username,
    password: admin.password,
  });
  if (typeof login.token !== "string") throw new Error("the level 3 admin's login failed");
  return { target, cookies, adminToken: login.token };
}

async function bffJson(
  bff: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<Record<string, unknown> & { status: number }> {
  const answer = await timedRequest(`${bff}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = answer.body ? (JSON.parse(answer.body) as Record<string, unknown>) : {};
  return { ...json, status: answer.status };
}

function formFields(fields: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)]));
}

/** Account and zip, the hosted checkout, the gateway's page and its card form (which relays to the BFF). */
async function quickPay(session: BillDaySession, turn: number, pick: <T>(items: readonly T[]) => T) {
  const { bffs, gateway } = session.target;
  const bff = (offset: number) => bffs[(turn + offset) % bffs.length] as string;
  const persona = pick(personas(PAYING));
  const accountId = persona.accounts[0]?.accountId as string;
  const validated = await bffJson(bff(0), "/api/v1/validate-account", {
    accountId,
    division: "GPA",
    postal: persona.zip,
  });
  if (typeof validated.token !== "string") return `validate-account ${validated.status}`;
  // The next call may reach the other instance: the quick pay token is shared through the database.
  const checkout = await bffJson(
    bff(1),
    "/api/v1/get-fphash",
    { accounts: [{ accountId, amount: 1 + (turn % 50) }] },
    validated.token,
  );
  if (!checkout.fields || typeof checkout.fields !== "object") return `get-fphash ${checkout.status}`;
  const pageUrl =
    typeof checkout.paymentPageUrl === "string" ? checkout.paymentPageUrl : `${gateway}/payment`;
  const page = await postForm(
    gateway,
    new URL(pageUrl).pathname,
    formFields(checkout.fields as Record<string, unknown>),
  );
  const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1];
  if (page.status !== 200 || !action) return `payment page ${page.status}`;
  const paid = await postForm(gateway, action, {
    cardholder_name: "MARIA CRUZ",
    card_number: "4111111111111111",
    expiry: "12/30",
    cvv: "123",
  });
  return paid.status < 400 ? null : `card form ${paid.status}`;
}

const REPORT_SORTS = ["payment_date", "amount", "accountId", "ccb_status", "mode"] as const;

/** Runs one step; answers null when it ended as expected, else what went wrong. */
export async function runStep(
  step: BillDayStep,
  session: BillDaySession,
  turn: number,
  random: () => number,
): Promise<string | null> {
  const expect = (ok: boolean, what: string, status: number) => (ok ? null : `${what} ${status}`);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const { portal, bffs } = session.target;
  switch (step) {
    case "home": {
      const answer = await timedRequest(`${portal}/`);
      return expect(answer.status === 200, "home", answer.status);
    }
    case "login": {
      const persona = pick(personas(LOGGING_IN));
      const answer = await postForm(portal, "/?index", {
        userName: persona.username,
        password: persona.password,
      });
      return expect(answer.status < 400 && cookiesOf(answer).length > 0, "login", answer.status);
    }
    case "dashboard": {
      const answer = await timedRequest(`${portal}/dashboard`, {
        headers: { cookie: pick(session.cookies) },
      });
      return expect(answer.status === 200, "dashboard", answer.status);
    }
    case "quick pay":
      return quickPay(session, turn, pick);
    case "report search": {
      const answer = await bffJson(
        bffs[turn % bffs.length] as string,
        "/api/v1/search-transaction",
        {
          pay_date_start: "",
          pay_date_end: "",
          accountId: "",
          invoice_num: "",
          transaction_tag: "",
          sequence_no: "",
          page: 1,
          pageSize: 10,
          sortBy: pick(REPORT_SORTS),
          sortDir: random() < 0.5 ? "asc" : "desc",
        },
        session.adminToken,
      );
      return expect(answer.status === 200, "search-transaction", answer.status);
    }
  }
}
