/**
 * Classroom mode's one call to the billing simulator's control API (docs/qa-guide.md): put one trainee's
 * billing records back to the fixtures. Demo and test modes only (production has no control API);
 * the answer is checked like any other answer of the billing side.
 */
import * as v from "valibot";
import { fail } from "../../platform/failures";

const TraineeReset = v.object({
  status: v.literal("reset"),
  trainee: v.pipe(v.number(), v.integer()),
  accounts: v.pipe(v.number(), v.integer()),
});
export type BillingTraineeReset = v.InferOutput<typeof TraineeReset>;

export async function resetBillingTrainee(
  options: { baseUrl: string; controlToken: string; timeoutMs: number; fetch?: typeof fetch },
  trainee: number,
): Promise<BillingTraineeReset> {
  const call = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await call(`${options.baseUrl}/__control/trainees/${trainee}/reset`, {
      method: "POST",
      headers: { accept: "application/json", authorization: `Bearer ${options.controlToken}` },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch {
    throw fail.billingUnavailable(
      "BILLING_UNAVAILABLE",
      "The billing simulator did not answer the trainee reset",
    );
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 404) throw fail.notFound("NO_SUCH_TRAINEE", `No trainee ${trainee} in billing`);
  const parsed = v.safeParse(TraineeReset, body);
  if (!response.ok || !parsed.success || parsed.output.trainee !== trainee)
    throw fail.billingUnavailable("BILLING_BAD_ANSWER", "The billing simulator refused the trainee reset");
  return parsed.output;
}
