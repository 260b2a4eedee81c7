import * as v from "valibot";
import { CheckAccountNumberResponse, SignUpZipResponse } from "./sign-up";
import { accessMessages as m } from "./messages";

/**
 * POST /api/v1/sign-up-state: where a sign-up ticket stands, so the portal can show its step again
 * after a reload, Back or in a second tab (decision 016). Guarded by the ticket alone, like every
 * sign-up call: an unknown, used or expired ticket is refused as expired.
 */
export const SignUpStateRequest = v.object({
  ticket: v.pipe(v.string(m.signUpExpired), v.nonEmpty(m.signUpExpired)),
});
export type SignUpStateRequest = v.InferInput<typeof SignUpStateRequest>;

/**
 * `zip`: the account is checked, its billing zip not yet proved (step 2 shows the masked name).
 * `details`: the zip is proved (step 3 prefills what is on file), with exactly what the zip check answered.
 */
export const SignUpStateResponse = v.object({
  step: v.picklist(["zip", "details"]),
  maskedName: CheckAccountNumberResponse.entries.data.entries.maskedName,
  billAddressSource: CheckAccountNumberResponse.entries.data.entries.billAddressSource,
  /** Only once the zip is proved: the masked address, e-mail and phones (as sign-up-validate-zip answers). */
  onFile: v.nullable(v.omit(SignUpZipResponse, ["result"])),
});
export type SignUpStateResponse = v.InferOutput<typeof SignUpStateResponse>;
