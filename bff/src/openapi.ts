/**
 * The BFF's OpenAPI description, generated from the contract's route table (decision 017): paths,
 * methods, who may call, request and answer schemas (Valibot → JSON Schema), each operation tagged
 * with its domain and its error answers listed by status with the codes each can carry. Written to
 * `bff/openapi.json` by `npm run openapi -w @paygpa/bff`; `tests/contract-routes.test.ts` fails
 * when the file is not current.
 */
import { type ConversionConfig, toJsonSchema } from "@valibot/to-json-schema";
import type * as v from "valibot";
import {
  domainOfRoute,
  type ErrorCode,
  errorsOfRoute,
  ROUTE_DOMAINS,
  type RouteAccess,
  type RouteEntry,
  type RouteName,
  routes,
  statusesOfErrorCode,
} from "@paygpa/contract";

type JsonSchema = Record<string, unknown>;

/**
 * A schema as JSON Schema. What JSON Schema cannot say (a transform, a custom check such as the
 * password rule or "the two passwords match") is left out and named in the description, rather than
 * failing the whole description.
 */
export function jsonSchemaOf(schema: v.GenericSchema): JsonSchema {
  const config: ConversionConfig = { target: "draft-2020-12", errorMode: "throw" };
  try {
    return toJsonSchema(schema, config) as JsonSchema;
  } catch (error) {
    const loose = toJsonSchema(schema, { ...config, errorMode: "ignore" }) as JsonSchema;
    const reason = error instanceof Error ? error.message : String(error);
    return { ...loose, description: `Checked further by the BFF than this schema says (${reason}).` };
  }
}

function accessText(access: RouteAccess): string {
  if (typeof access === "object") return `an admin whose level allows '${access.admin}'`;
  return {
    anonymous: "anyone",
    session: "a customer or admin session (bearer token)",
    customer: "a customer session (bearer token)",
    payer: "a customer session, a quick-pay token or an admin (bearer token)",
    gateway: "the card gateway (form-encoded relay, its own signature)",
    admin: "any admin session, whatever its level (bearer token)",
  }[access];
}

function requestTypeOf(entry: RouteEntry): string {
  if (entry.access === "gateway") return "application/x-www-form-urlencoded";
  return entry.multipart ? "multipart/form-data" : "application/json";
}

/**
 * The route's error answers by status, each naming the codes it can carry (the entry's own and its
 * kind's, `errorsOfRoute`). The gateway's relay answers its page whatever the status.
 */
function errorResponsesOf(entry: RouteEntry): Record<string, unknown> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorsOfRoute(entry)) {
    for (const status of statusesOfErrorCode(code))
      byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const statuses = [...byStatus.keys()].sort((a, b) => a - b);
  return Object.fromEntries(
    statuses.map((status) => {
      const codes = byStatus.get(status) ?? [];
      const description = `an error: ${codes.join(", ")}`;
      if (entry.access === "gateway") return [String(status), { description }];
      const schema = {
        allOf: [
          { $ref: "#/components/schemas/Error" },
          { properties: { error: { properties: { code: { enum: codes } } } } },
        ],
      };
      return [String(status), { description, content: { "application/json": { schema } } }];
    }),
  );
}

function operationOf(name: RouteName, entry: RouteEntry) {
  const requestSchema = entry.request ? jsonSchemaOf(entry.request) : undefined;
  const parameters =
    entry.method === "GET" && requestSchema
      ? [{ in: "query", name: "query", schema: requestSchema }]
      : undefined;
  const requestBody =
    entry.method === "POST" && requestSchema
      ? {
          required: true,
          content: {
            [requestTypeOf(entry)]: {
              schema: requestSchema,
            },
          },
        }
      : undefined;
  const answerType = entry.answerType
    ? {
        text: "text/plain",
        html: "text/html",
        xml: "text/xml",
        atom: "application/atom+xml",
        image: "image/*",
        csv: "text/csv",
      }[entry.answerType]
    : "application/json";
  const ok = entry.answer
    ? {
        "200": {
          description: "the answer",
          content: { [answerType]: { schema: jsonSchemaOf(entry.answer) } },
        },
      }
    : { "204": { description: "no content" } };
  return {
    operationId: name,
    tags: [domainOfRoute[name]],
    summary: entry.summary,
    description: `Who may call: ${accessText(entry.access)}.${entry.rateLimit ? ` Rate-limited per browser address ('${entry.rateLimit}').` : ""}${entry.closedByLoginMaintenance ? " Closed (503) while Login / Sign Up maintenance is on." : ""}`,
    ...(entry.access === "anonymous" || entry.access === "gateway" ? {} : { security: [{ bearer: [] }] }),
    ...(parameters ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: { ...ok, ...errorResponsesOf(entry) },
  };
}

/** The whole description, in the table's order. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, entry] of Object.entries(routes) as Array<[RouteName, RouteEntry]>) {
    for (const path of [entry.path, ...(entry.aliases ?? [])]) {
      paths[path] = { ...paths[path], [entry.method.toLowerCase()]: operationOf(name, entry) };
    }
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "PayGPA BFF",
      version: "1",
      description:
        "Generated from packages/contract/src/routes.ts (decision 017), operations tagged by domain. Do not edit: run `npm run openapi -w @paygpa/bff`.",
    },
    tags: ROUTE_DOMAINS.map((domain) => ({ name: domain })),
    paths,
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
      schemas: {
        Error: {
          type: "object",
          required: ["error"],
          properties: {
            error: {
              type: "object",
              required: ["code", "message"],
              properties: { code: { type: "string" }, message: { type: "string" } },
            },
          },
        },
      },
    },
  };
}

/** The file's text: what `npm run openapi` writes and the test compares. */
export function openApiText(): string {
  return `${JSON.stringify(openApiDocument(), null, 2)}\n`;
}
