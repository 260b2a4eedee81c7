/**
 * The Programmable Messaging REST API's Messages resource (Twilio docs, Messaging › API › "Message
 * resource"): create (`POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded: To, From
 * or MessagingServiceSid, Body, StatusCallback; answers 201 and the resource), fetch
 * (`GET …/Messages/{Sid}.json`) and list (`GET …/Messages.json`, newest first, paged by PageSize and
 * Page, filtered by To and From). Every call authenticates with HTTP Basic, the Account SID and the
 * auth token (REST API › "Authentication": "use your Account SID as the username and your Auth Token
 * as the password").
 */
import { timingSafeEqual } from "node:crypto";
import Router from "@koa/router";
import type { SmsContext, SmsKoaContext, SmsState } from "../context";
import { scheduleDelivery } from "../delivery";
import { readForm } from "../http";
import * as refuse from "../protocol/errors";
import {
  API_VERSION,
  isE164,
  messagePath,
  messageResource,
  type StoredMessage,
} from "../protocol/message-resource";
import { segmentsOf } from "../protocol/segments";

export const API_PREFIX = `/${API_VERSION}/Accounts`;

export function messageRoutes(context: SmsContext): Router<SmsState> {
  const router = new Router<SmsState>({ prefix: `${API_PREFIX}/:accountSid` });
  router.use((ctx, next) => {
    authenticate(context, ctx, ctx.params.accountSid ?? "");
    return next();
  });

  router.post("/Messages.json", readForm(), (ctx) => {
    const message = createMessage(context, fields(ctx.request.body));
    ctx.status = 201;
    ctx.body = messageResource(message);
  });

  router.get("/Messages/:sid.json", (ctx) => {
    const message = context.store.messages.get(ctx.params.sid ?? "");
    if (!message || message.accountSid !== ctx.params.accountSid) throw refuse.notFound(ctx.path);
    ctx.body = messageResource(message);
  });

  router.get("/Messages.json", (ctx) => {
    ctx.body = listPage(context, ctx);
  });
  return router;
}

function authenticate(context: SmsContext, ctx: SmsKoaContext, accountSid: string): void {
  const basic = /^Basic\s+(\S+)$/i.exec(ctx.get("authorization"));
  const [user, ...rest] = Buffer.from(basic?.[1] ?? "", "base64")
    .toString("utf8")
    .split(":");
  const password = rest.join(":");
  const same = (a: string, b: string) =>
    a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
  const { settings } = context;
  if (!basic || !same(user ?? "", settings.accountSid) || !same(password, settings.authToken)) {
    ctx.state.journalNote = "authentication failed";
    throw refuse.authenticationError();
  }
  if (accountSid !== settings.accountSid) throw refuse.notFound(ctx.path);
}

function fields(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (body && typeof body === "object") {
    for (const [name, value] of Object.entries(body)) {
      const first = Array.isArray(value) ? value[0] : value;
      if (typeof first === "string") out[name] = first;
    }
  }
  return out;
}

function newSid(context: SmsContext, prefix: string): string {
  let hex = "";
  while (hex.length < 32) hex += Math.floor(context.ids.random() * 16).toString(16);
  return prefix + hex;
}

/** Creates a message the way the API checks it, in the order Twilio does: To, sender, body, opt-out. */
export function createMessage(context: SmsContext, form: Record<string, string>): StoredMessage {
  const { settings, store } = context;
  const to = form.To?.trim() ?? "";
  if (!to) throw refuse.toRequired();
  if (!isE164(to)) throw refuse.invalidTo(to);
  const serviceSid = form.MessagingServiceSid?.trim() || null;
  const fromField = form.From?.trim() || null;
  if (!fromField && !serviceSid) throw refuse.fromRequired();
  // Error 21705: the Messaging Service Sid is not one of the account's.
  if (serviceSid && serviceSid !== settings.messagingServiceSid)
    throw new refuse.TwilioRefusal(400, 21705, "Invalid Messaging Service Sid");
  const from = fromField ?? settings.numbers[0] ?? "";
  if (!settings.numbers.includes(from)) throw refuse.unverifiedFrom(from);
  const body = form.Body ?? "";
  if (!body) throw refuse.bodyRequired();
  if (body.length > 1600) throw refuse.bodyTooLong();
  const callback = form.StatusCallback?.trim() || null;
  if (callback && !/^https?:\/\//.test(callback)) throw refuse.invalidCallback();
  if (store.isOptedOut(from, to)) throw refuse.unsubscribed();
  const now = context.clock.now();
  const status = serviceSid ? "accepted" : "queued";
  const message = store.add({
    sid: newSid(context, "SM"),
    accountSid: settings.accountSid,
    direction: "outbound-api",
    from,
    to,
    body,
    status,
    messagingServiceSid: serviceSid,
    statusCallback: callback,
    segments: segmentsOf(body),
    errorCode: null,
    errorMessage: null,
    dateCreated: now,
    dateUpdated: now,
    dateSent: null,
    history: [{ status, at: now.toISOString() }],
  });
  scheduleDelivery(context, message, store.takeFailure(to));
  return message;
}

export { newSid };

function listPage(context: SmsContext, ctx: SmsKoaContext): Record<string, unknown> {
  const query = fields(ctx.query);
  const pageSize = Math.min(Math.max(Number(query.PageSize) || 50, 1), 1000);
  const page = Math.max(Number(query.Page) || 0, 0);
  const matching = context.store
    .newestFirst()
    .filter((m) => m.accountSid === context.settings.accountSid)
    .filter((m) => !query.To || m.to === query.To)
    .filter((m) => !query.From || m.from === query.From);
  const start = page * pageSize;
  const slice = matching.slice(start, start + pageSize);
  const base = `${API_PREFIX}/${context.settings.accountSid}/Messages.json`;
  const uri = (p: number) => `${base}?PageSize=${pageSize}&Page=${p}`;
  return {
    end: start + Math.max(slice.length - 1, 0),
    first_page_uri: uri(0),
    messages: slice.map(messageResource),
    next_page_uri: start + pageSize < matching.length ? uri(page + 1) : null,
    page,
    page_size: pageSize,
    previous_page_uri: page > 0 ? uri(page - 1) : null,
    start,
    uri: uri(page),
  };
}

export { messagePath };
