/**
 * The control API of each service as an OpenAPI 3.1 document (docs/control-api/<service>.openapi.json),
 * generated from the contract's tables (`@paygpa/contract`, control-api.ts): written by `npm run
 * control-openapi -w @paygpa/bff`; `tests/control-api-contract.test.ts` fails when a file is stale.
 */
import { type ControlApiRoute, type ControlService, controlApi } from "@paygpa/contract";
import { jsonSchemaOf } from "../openapi";

const TITLES: Record<ControlService, string> = {
  bff: "PayGPA BFF control API (demo and test modes)",
  "ccb-simulator": "Billing simulator control API",
  "gateway-simulator": "Card gateway simulator control API",
};

/** The port each service listens on by default (README, "Configuration"). */
const DEFAULT_PORTS: Record<ControlService, number> = {
  bff: 3001,
  "ccb-simulator": 3002,
  "gateway-simulator": 3003,
};

const openApiPath = (path: string) => `/__control${path.replace(/:(\w+)/g, "{$1}")}`;

function operationOf(route: ControlApiRoute) {
  const pathParameters = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    in: "path",
    name,
    required: true,
    schema: { type: "string" },
  }));
  const queryParameters = (route.query ?? []).map((name) => ({
    in: "query",
    name,
    schema: { type: "string" },
  }));
  const parameters = [...pathParameters, ...queryParameters];
  const open = route.path === "/health";
  return {
    operationId: `${route.method.toLowerCase()}${route.path.replace(/[/:-](\w)/g, (_, c: string) => c.toUpperCase())}`,
    summary: route.summary,
    ...(open ? {} : { security: [{ controlToken: [] }] }),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.request
      ? {
          requestBody: {
            // A POST's body is optional (a reset's `today`, a scenario's target); a PUT's is the change.
            required: route.method === "PUT",
            content: { "application/json": { schema: jsonSchemaOf(route.request) } },
          },
        }
      : {}),
    responses: {
      "200": {
        description: "the answer",
        content: {
          "application/json": { schema: route.answer ? jsonSchemaOf(route.answer) : { type: "object" } },
        },
      },
      default: {
        description: "an error",
        content: { "application/json": { schema: { $ref: "#/components/schemas/ControlError" } } },
      },
    },
  };
}

export function controlOpenApiDocument(service: ControlService) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of controlApi[service]) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route) };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: TITLES[service],
      version: "1",
      description:
        "Generated from packages/contract/src/control-api.ts (docs/simulator-control.md). Do not edit: run `npm run control-openapi -w @paygpa/bff`.",
    },
    servers: [{ url: `http://localhost:${DEFAULT_PORTS[service]}` }],
    paths,
    components: {
      securitySchemes: {
        // `Authorization: Bearer <token>` or `X-Control-Token`, from loopback (decision 014).
        controlToken: { type: "http", scheme: "bearer" },
      },
      schemas: {
        ControlError: {
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

export const CONTROL_SERVICES = Object.keys(controlApi) as ControlService[];

/** One file's text: what the script writes and the test compares. */
export function controlOpenApiText(service: ControlService): string {
  return `${JSON.stringify(controlOpenApiDocument(service), null, 2)}\n`;
}
