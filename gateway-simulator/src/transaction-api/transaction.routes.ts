/**
 * The direct transaction API in the e4 style: `POST /transaction/v12` (every version path from v11 to
 * v28 answers the same fields), a JSON purchase (`transaction_type` "00"), tagged void ("33") or
 * tagged refund ("34"), signed with the terminal's HMAC key from v12 on; v11 predates the HMAC
 * scheme and is authenticated by the body's `gateway_id` and `password` only (API Security HMAC
 * Hash: "required from v12"). Processed
 * transactions, approved or not, answer 201 with the e4 JSON; authentication failures answer 401
 * and malformed requests 400, both in plain text as e4 does. The credentials (`ExactID` and
 * `Password`) are checked before anything else of the body on every version, v11 included: a wrong
 * password with a malformed body is 401 (activemerchant `firstdata_e4_v27_test.rb`,
 * `bad_credentials_response`: 401 "Unauthorized Request. Bad or missing credentials."). Request
 * errors are the plain-text `Bad Request (NN) - text` (./bad-request.ts).
 */
import Router from "@koa/router";
import type { GatewayContext, GatewayKoaContext, GatewayState } from "../context";
import { plainText, UNAUTHORIZED_MESSAGE, verifyRequestSignature } from "../e4-auth";
import { isNestedTooDeep, readRawBody } from "../http";
import { answerForcedTimeout, ForcedTimeout } from "../processing";
import { transactionFieldsOfXml, transactionResultXml, XML_MEDIA_TYPES } from "../protocol/xml-api";
import { nestedJsonRefusal } from "../protocol/e4-elements";
import { E4BadRequest } from "./bad-request";
import { parseTaggedRequest, processTagged, TAGGED_TYPES } from "./tagged-request";
import { chargeRecordOrRefusal, parseTransactionRequest } from "./transaction-request";

/** The version paths a current merchant may call: v11 to v28. */
const VERSIONS = new Set(Array.from({ length: 18 }, (_, index) => `v${11 + index}`));
/** The versions signed with the terminal's HMAC key (API Security HMAC Hash). */
const unsigned = (version: string) => version === "v11";

export function transactionRoutes(context: GatewayContext): Router<GatewayState> {
  const router = new Router<GatewayState>();

  router.post("/transaction/:version", async (ctx) => {
    if (!VERSIONS.has(ctx.params.version ?? "")) {
      plainText(ctx, 404, "Not Found", `unknown API version ${ctx.params.version}`);
      return;
    }
    const rawBody = await readRawBody(ctx);
    // XML (`<Transaction>`) or JSON, answered in the request's format (./xml-api.ts).
    const xml = Boolean(ctx.is(XML_MEDIA_TYPES));
    const xmlFields = xml ? transactionFieldsOfXml(rawBody) : null;
    const body: { ok: true; value: unknown } | { ok: false } = xmlFields
      ? xmlFields.ok
        ? { ok: true, value: xmlFields.fields }
        : { ok: false }
      : parseJson(rawBody);
    // For the journal, which redacts it. A body that does not parse is not kept: it could hold a CVV.
    ctx.request.body = body.ok ? body.value : `[body that does not parse, ${rawBody.length} characters]`;
    const answer = (value: unknown) => {
      ctx.status = 201;
      const shaped = answerOfVersion(value as Record<string, unknown>, ctx.params.version ?? "", xml);
      if (xml) {
        ctx.type = "application/xml";
        ctx.body = transactionResultXml(shaped);
      } else ctx.body = shaped;
    };
    const signature = unsigned(ctx.params.version ?? "")
      ? ({ ok: true } as const)
      : verifyRequestSignature(ctx, context, rawBody);
    if (!signature.ok) {
      plainText(ctx, 401, UNAUTHORIZED_MESSAGE, signature.reason);
      return;
    }
    if (!xml && !ctx.is("application/json")) {
      plainText(ctx, 400, "Malformed request: Content-Type must be application/json or application/xml.");
      return;
    }
    // A guard of the simulator's own, before anything reads the body.
    if (body.ok && isNestedTooDeep(body.value)) {
      plainText(ctx, 400, "Malformed request: the body is nested too deeply.");
      return;
    }
    const { terminal } = context.store;
    // The credentials first, on every version: a v11 body that does not parse has none (401).
    const credentials = credentialsOf(body.ok ? body.value : undefined);
    if ((body.ok || unsigned(ctx.params.version ?? "")) && !credentials.match(terminal)) {
      plainText(ctx, 401, UNAUTHORIZED_MESSAGE, "gateway_id or password does not match the terminal");
      return;
    }
    if (!body.ok) {
      const why = xmlFields && !xmlFields.ok ? xmlFields.message : "the body is not valid JSON.";
      plainText(ctx, 400, `Malformed request: ${why}`);
      return;
    }
    const fields = body.value as Record<string, unknown>;
    const nested = xml ? null : nestedJsonRefusal(fields);
    if (nested) {
      plainText(ctx, 400, `Malformed request: ${nested}`);
      return;
    }
    await processFields(ctx, context, fields, answer);
  });

  return router;
}

/**
 * An authenticated, well-formed body processed: a tagged or a card transaction, answered 201; a
 * structural fault 400 "Malformed request"; a request error 400 `Bad Request (NN) - text`.
 */
async function processFields(
  ctx: GatewayKoaContext,
  context: GatewayContext,
  fields: Record<string, unknown>,
  answer: (value: unknown) => void,
): Promise<void> {
  try {
    if (TAGGED_TYPES.includes(String(fields.transaction_type))) {
      const tagged = parseTaggedRequest(fields);
      if (!tagged.ok) {
        plainText(ctx, 400, `Malformed request: ${tagged.message}`);
        return;
      }
      answer(processTagged(context, tagged.request, fields));
      return;
    }
    const parsed = parseTransactionRequest(fields);
    if (!parsed.ok) {
      plainText(ctx, 400, `Malformed request: ${parsed.message}`);
      return;
    }
    answer(chargeRecordOrRefusal(context, parsed.request));
  } catch (error) {
    if (error instanceof E4BadRequest) {
      plainText(ctx, 400, error.message);
      return;
    }
    if (!(error instanceof ForcedTimeout)) throw error;
    await answerForcedTimeout(ctx, context, error);
  }
}

/**
 * The answer as the version's recorded answers have it. From v27 on there is no `VerificationStr1`
 * nor `CAVV_Algorithm` (v11 elements the v27 schema does not have) and the XML answer is the
 * recorded v27 answer's set (activemerchant `firstdata_e4_v27_test.rb`, the 2018 transcript of
 * `test_transcript_scrubbing`): no `LogonMessage`, `Error_Number`, `Error_Description`, and
 * `SplitTenderID`, `CurrentBalance`, `PreviousBalance`, `EAN`, `CardCost`, `FraudSuspected`,
 * `SplitShipmentNumber` and `TransarmorToken` empty and `VirtualCard` false when nothing set them. v11 keeps its
 * elements, as its recorded answers (`firstdata_e4_test.rb`, 2012) do.
 */
function answerOfVersion(
  answer: Record<string, unknown>,
  version: string,
  xml: boolean,
): Record<string, unknown> {
  if (Number(version.slice(1)) < 27) return answer;
  const dropped = new Set(["cc_verification_str1", "cavv_algorithm", ...(xml ? V27_XML_ABSENT : [])]);
  const kept = Object.fromEntries(Object.entries(answer).filter(([name]) => !dropped.has(name)));
  return xml ? { ...V27_XML_DEFAULTS, ...kept } : kept;
}
const V27_XML_ABSENT = ["logon_message", "error_number", "error_description"];
const V27_XML_DEFAULTS: Readonly<Record<string, string>> = {
  split_tender_id: "",
  transarmor_token: "",
  current_balance: "",
  previous_balance: "",
  ean: "",
  card_cost: "",
  virtual_card: "false",
  fraud_suspected: "",
  split_shipment_number: "",
};

/** The body's `gateway_id` and `password` (`ExactID`, `Password`), whatever else it holds. */
function credentialsOf(value: unknown) {
  const fields =
    value !== null && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  const text = (name: string) => {
    const given = fields[name];
    return typeof given === "string" || typeof given === "number" ? String(given).trim() : "";
  };
  const gatewayId = text("gateway_id");
  const password = text("password");
  return {
    match: (terminal: { gatewayId: string; password: string }) =>
      gatewayId !== "" && gatewayId === terminal.gatewayId && password === terminal.password,
  };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}
