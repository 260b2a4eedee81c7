/**
 * Report an outage for one of my premises (decision 046): the premise (when I have several), what is
 * happening, one submit. A line down brings the safety message with the answer.
 */
import { OUTAGE_PROBLEM_LABELS, OUTAGE_PROBLEMS, type PremiseOutageStatus } from "@paygpa/contract";
import { Form, useNavigation } from "@remix-run/react";
import { RadioGroup, SelectInput } from "../../ui/choices";
import { BusyButton } from "../../ui/forms";

const PROBLEMS = OUTAGE_PROBLEMS.map((value) => ({ value, label: OUTAGE_PROBLEM_LABELS[value] }));

export function ReportOutageForm({
  premises,
  errors,
}: {
  premises: readonly PremiseOutageStatus[];
  errors?: Record<string, string[]> | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "report";
  const only = premises.length === 1 ? premises[0] : null;
  return (
    <section aria-labelledby="report-heading" className="space-y-3 rounded-md bg-white p-4 shadow-sm">
      <h2 id="report-heading" className="text-lg font-semibold text-brand-900">
        Report an outage
      </h2>
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="report" />
        {only ? (
          <>
            <input type="hidden" name="accountId" value={only.accountId} />
            <p className="text-sm">
              Service location:{" "}
              <span className="font-semibold">{only.address || `Account ${only.accountId}`}</span>
            </p>
          </>
        ) : (
          <SelectInput
            name="accountId"
            label="Service location"
            options={premises.map((premise) => ({
              value: premise.accountId,
              label: `${premise.address || "Account"} (${premise.accountId})`,
            }))}
          />
        )}
        <RadioGroup
          boxed
          legend="What is happening?"
          name="problem"
          options={PROBLEMS}
          defaultValue={null}
          errors={errors?.problem}
        />
        <BusyButton busy={busy} busyText="Please wait..." className="button-primary">
          Report Outage
        </BusyButton>
      </Form>
    </section>
  );
}
