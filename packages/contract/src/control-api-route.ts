/** One route of a control API table (`control-api.ts`), and the schemas the tables share. */
import * as v from "valibot";

export type ControlService = "bff" | "ccb-simulator" | "gateway-simulator";

/** One route of a service's control API; `:name` is a path parameter, `query` its query fields. */
export interface ControlApiRoute {
  readonly method: "GET" | "PUT" | "POST" | "DELETE";
  /** Under `/__control`. */
  readonly path: string;
  readonly summary: string;
  readonly query?: readonly string[];
  readonly request?: v.GenericSchema;
  /** The answer's schema; a JSON object of the service's own fields where none is given. */
  readonly answer?: v.GenericSchema;
}

export const Instant = v.pipe(v.string(), v.isoTimestamp());
export const IsoDate = v.pipe(v.string(), v.isoDate());
/** A JSON object whose fields the table does not fix (a simulator's own additions). */
export const AnyObject = v.record(v.string(), v.unknown());

/** A route of a simulator's own whose answer is a JSON object of its own fields. */
export const own = (
  method: ControlApiRoute["method"],
  path: string,
  summary: string,
  request?: v.GenericSchema,
) => ({
  method,
  path,
  summary,
  ...(request ? { request } : {}),
  answer: AnyObject,
});
