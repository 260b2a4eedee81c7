/**
 * The CM contract groups its operations as OUAF does (decision 036, amended): every CM operation
 * belongs to exactly one CM inbound web service, each IWS says why it is GPA's, every operation
 * carries a request example with all its required fields and the OUAF message numbers it answers.
 */
import { describe, expect, it } from "vitest";
import { CCB_MESSAGES } from "../src/ccb-messages";
import { CM_SERVICES } from "../src/contract/cm-services";
import { CM_INBOUND_WEB_SERVICES, QA_ONLY } from "../src/contract/cm/inbound-web-services";
import { BFF_CM_SERVICES } from "../src/contract/cm/no-base-service";
import { BFF_CM_INBOUND_WEB_SERVICES, cmOpenApiDocument } from "../src/contract/openapi";

interface Operation {
  operationId: string;
  "x-cm-iws": string;
  "x-ouaf-messages": number[];
  requestBody?: { content: { "application/json": { schema: { required: string[] }; example: object } } };
  parameters?: { name: string; example: unknown }[];
}

const operations = () =>
  Object.values(cmOpenApiDocument().paths).flatMap((byMethod) => Object.values(byMethod) as Operation[]);

describe("the CM inbound web services", () => {
  it("hold every CM operation exactly once", () => {
    const grouped = CM_INBOUND_WEB_SERVICES.flatMap((iws) => iws.operations).sort();
    expect(grouped).toEqual(CM_SERVICES.map((service) => service.service).sort());
    expect(new Set(CM_INBOUND_WEB_SERVICES.map((iws) => iws.name)).size).toBe(CM_INBOUND_WEB_SERVICES.length);
  });

  it("say why each is GPA's: those the BFF calls 'no base service because …', the others QA only", () => {
    for (const iws of CM_INBOUND_WEB_SERVICES) {
      const called = BFF_CM_INBOUND_WEB_SERVICES.includes(iws.name);
      expect(iws.noBaseService, iws.name).toMatch(
        called ? /^no base service because / : new RegExp(`^${QA_ONLY.replace(/[()]/g, "\\$&")}`),
      );
      expect(called).toBe(iws.operations.some((operation) => BFF_CM_SERVICES.includes(operation)));
    }
    expect(BFF_CM_INBOUND_WEB_SERVICES.length).toBeLessThanOrEqual(8);
  });

  it("tag each operation with its IWS, a request example of every required field and its messages", () => {
    const numbers = new Set<number>(Object.values(CCB_MESSAGES));
    for (const operation of operations()) {
      expect(CM_INBOUND_WEB_SERVICES.map((iws) => iws.name)).toContain(operation["x-cm-iws"]);
      expect(operation["x-ouaf-messages"].length, operation.operationId).toBeGreaterThan(0);
      for (const number of operation["x-ouaf-messages"]) expect(numbers.has(number)).toBe(true);
      const body = operation.requestBody?.content["application/json"];
      if (body) {
        for (const field of body.schema.required)
          expect(body.example, operation.operationId).toHaveProperty(field);
      } else {
        for (const parameter of operation.parameters ?? []) expect(parameter.example).toBeDefined();
      }
    }
  });
});
