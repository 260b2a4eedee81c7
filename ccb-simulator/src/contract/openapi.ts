/**
 * The CM contract as an OpenAPI 3.1 document (docs/ccb-cm-services.openapi.json), written from
 * `CM_SERVICES` and the CM messages by `npm run cm-contract -w @paygpa/ccb-simulator`; a test fails
 * when the file and this differ. Errors are OUAF's problem detail document.
 */
import { CCB_MESSAGES, CM_MESSAGE_CATEGORY } from "../ccb-messages";
import { CM_SERVICES, type CmService } from "./cm-services";
import { requestExample } from "./cm/examples";
import { CM_RESPONSE_EXAMPLES } from "./cm/response-examples.generated";
import { CM_INBOUND_WEB_SERVICES, CM_OPERATION_MESSAGES, iwsOf } from "./cm/inbound-web-services";
import { BFF_CM_SERVICES, NO_BASE_SERVICE } from "./cm/no-base-service";
import { METER_DATA_SERVICES } from "./meter-data-services";
import { ORACLE_SERVICES } from "./oracle-services";

const PROBLEM = { $ref: "#/components/schemas/problemDetailDocument" };

function fieldsSchema(service: CmService) {
  const properties: Record<string, { type: string }> = {};
  const required: string[] = [];
  for (const [key, type] of Object.entries(service.fields)) {
    const name = key.replace(/\?$/, "");
    properties[name] = { type };
    if (!key.endsWith("?")) required.push(name);
  }
  return { type: "object", properties, required };
}

/** The framework's messages every CM operation may answer (a bad, oversized or mistyped body, try again, down). */
const FRAMEWORK_MESSAGES = [
  "BAD_REQUEST",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "TRY_AGAIN",
  "SERVICE_UNAVAILABLE",
  "INTERNAL_ERROR",
] as const;

const messageNumbers = (service: CmService) =>
  [...(CM_OPERATION_MESSAGES[service.service] ?? []), ...FRAMEWORK_MESSAGES].map(
    (code) => CCB_MESSAGES[code],
  );

function operation(service: CmService) {
  const schema = fieldsSchema(service);
  const example = requestExample(service);
  const input =
    service.method === "GET"
      ? {
          parameters: Object.entries(schema.properties).map(([name, field]) => ({
            name,
            in: "query",
            required: schema.required.includes(name),
            schema: field,
            example: example[name],
          })),
        }
      : { requestBody: { required: true, content: { "application/json": { schema, example } } } };
  const iws = iwsOf(service.service);
  return {
    operationId: service.service,
    summary: service.summary,
    tags: [iws.name],
    "x-cm-iws": iws.name,
    "x-ouaf-messages": messageNumbers(service),
    "x-spec-calls": service.specCalls,
    "x-no-base-service": NO_BASE_SERVICE[service.service] ?? "",
    "x-called-by-bff": BFF_CM_SERVICES.includes(service.service),
    ...input,
    responses: responses(service),
  };
}

const REFUSALS = { "400": "Refused request", "404": "Not found", "409": "Conflict" } as const;

/**
 * The answers, each with the simulator's recorded example (`cm/record-examples.ts`): the success to
 * the persona's request, and one OUAF refusal under its status with its message number.
 */
function responses(service: CmService) {
  const recorded = CM_RESPONSE_EXAMPLES[service.service];
  const success = String(recorded?.success.status ?? 200);
  const refusal = String(recorded?.refusal.status ?? "");
  const example = (body: unknown) => (body === undefined ? {} : { example: body });
  return {
    [success]: {
      description: success === "201" ? "Created" : "Done",
      content: { "application/json": { schema: { type: "object" }, ...example(recorded?.success.body) } },
    },
    ...Object.fromEntries(
      Object.entries(REFUSALS).map(([status, description]) => [
        status,
        {
          description,
          content: {
            "application/json": {
              schema: PROBLEM,
              ...example(status === refusal ? recorded?.refusal.body : undefined),
            },
          },
        },
      ]),
    ),
  };
}

export function cmOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const service of CM_SERVICES) {
    const path = `/rest/apis${service.path}`;
    paths[path] = { ...paths[path], [service.method.toLowerCase()]: operation(service) };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "GPA CCB CM services for PayGPA",
      version: "1.0.0",
      description:
        "The custom (CM) inbound web services GPA's CCB must deploy for PayGPA to go live (decisions 027, 028, 036). Each tag is one CM inbound web service (IWS) with its operations (x-cm-iws), as OUAF groups them; only the tags marked x-called-by-bff are built at go-live, the others are the simulator's QA look-ups. Each operation lists the OUAF messages it answers (x-ouaf-messages, GPA's CM category). Oracle-published services the BFF also calls are listed in x-oracle-services. Written by `npm run cm-contract -w @paygpa/ccb-simulator` from ccb-simulator/src/contract/; do not edit by hand.",
    },
    security: [{ basic: [] }, { bearer: [] }],
    tags: CM_INBOUND_WEB_SERVICES.map((iws) => ({
      name: iws.name,
      description: iws.summary,
      "x-no-base-service": iws.noBaseService,
      "x-called-by-bff": iws.operations.some((operation) => BFF_CM_SERVICES.includes(operation)),
      "x-operations": iws.operations,
    })),
    paths,
    components: {
      securitySchemes: {
        basic: { type: "http", scheme: "basic" },
        bearer: { type: "http", scheme: "bearer" },
      },
      schemas: {
        problemDetailDocument: {
          type: "object",
          required: ["problemDetailDocument"],
          properties: {
            problemDetailDocument: {
              type: "object",
              required: ["problemType", "httpStatus", "detail"],
              properties: {
                problemType: {
                  type: "string",
                  description:
                    "{base}/message/{messageCategory}/{messageNumber}, as OUAF's REST services answer",
                },
                httpStatus: { type: "number" },
                detail: { type: "string" },
                problemInstance: { type: "string" },
                serverMessage: { type: "object" },
              },
            },
          },
        },
      },
    },
    "x-cm-messages": {
      category: CM_MESSAGE_CATEGORY,
      messages: Object.fromEntries(Object.entries(CCB_MESSAGES).map(([code, number]) => [number, code])),
      tryAgain: [CCB_MESSAGES.TRY_AGAIN],
    },
    "x-oracle-services": ORACLE_SERVICES.map((service) => ({
      method: service.method,
      path: `/rest/apis${service.path}`,
      service: service.service,
      operation: service.operation,
      page: service.page,
      since: service.since,
      ...(service.integrationSuite ? { integrationSuite: true } : {}),
      confirmed: service.confirmed,
      unverified: service.unverified,
      specCalls: service.specCalls,
    })),
  };
}

/**
 * Whether a billing call (method and path as the journal keeps it) is a documented service: Oracle's,
 * GPA's CM ones, or the meter data services of decision 042.
 */
export function isDocumentedBillingCall(method: string, path: string): boolean {
  return [...ORACLE_SERVICES, ...CM_SERVICES, ...METER_DATA_SERVICES].some(
    (service) => service.method === method && pathPattern(service.path).test(path),
  );
}

/**
 * Whether a billing call is not a CM service the BFF may not make: an Oracle service, or a CM
 * service of the justified list (`BFF_CM_SERVICES`, each with its "no base service because …").
 */
export function isJustifiedCmCall(method: string, path: string): boolean {
  if (!path.startsWith("/rest/apis/cm/")) return true;
  return CM_SERVICES.some(
    (service) =>
      BFF_CM_SERVICES.includes(service.service) &&
      service.method === method &&
      pathPattern(service.path).test(path),
  );
}

export { BFF_CM_SERVICES } from "./cm/no-base-service";
export { CM_INBOUND_WEB_SERVICES, iwsOf } from "./cm/inbound-web-services";

/** The CM inbound web services the BFF calls (an IWS with at least one operation of `BFF_CM_SERVICES`). */
export const BFF_CM_INBOUND_WEB_SERVICES: readonly string[] = [
  ...new Set(BFF_CM_SERVICES.map((operation) => iwsOf(operation).name)),
];

function pathPattern(template: string): RegExp {
  const escaped = `/rest/apis${template}`.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped.replace(/\{[^}]+\}/g, "[^/]+")}$`);
}
