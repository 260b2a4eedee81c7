/**
 * Green Button Download My Data (decision 042): the meter's 15-minute reads of a chosen period (the
 * last 13 months first, as the BFF offers them) as ESPI XML or CSV, from `base`/xml and `base`/csv
 * (the customer's own route, or the back office's). The BFF checks the period; a refused one (reversed,
 * over 13 months) shows the BFF's message and downloads nothing.
 */
import type { UsageViewAnswer } from "@paygpa/contract";
import { useState } from "react";
import { BusyButton, StatusMessage } from "../../../ui/forms";
import { useDialogDataAt } from "../dialogs/use-dialog-data";
import { type DateRange, DateRangeFields } from "./date-range-fields";

type Period = DateRange;
type Format = "xml" | "csv";
const FAILED = "Your usage could not be downloaded. Please try again later.";
const FORMATS: { format: Format; label: string }[] = [
  { format: "xml", label: "Green Button XML" },
  { format: "csv", label: "Spreadsheet (CSV)" },
];

const buttonClass =
  "inline-flex min-h-11 items-center rounded-md border border-brand-800 px-4 font-semibold text-brand-800 hover:bg-brand-50";

/** The file's name as the BFF gave it (`attachment; filename="…"`). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  return /filename="?([^";]+)"?/.exec(disposition ?? "")?.[1] ?? fallback;
}

/** Saves the answer as a file the way a link with `download` would. */
async function save(answer: Response, fallback: string): Promise<string> {
  const name = fileNameOf(answer.headers.get("content-disposition"), fallback);
  const url = URL.createObjectURL(await answer.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

function PeriodForm({ base, offered }: { base: string; offered: Period }) {
  const [period, setPeriod] = useState(offered);
  const [busy, setBusy] = useState<Format | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const download = async (format: Format) => {
    setBusy(format);
    setOutcome(null);
    try {
      const answer = await fetch(`${base}/${format}?${new URLSearchParams(period)}`);
      if (!answer.ok) {
        const message = answer.status === 400 || answer.status === 404 ? await answer.text() : "";
        setOutcome({ ok: false, message: message || FAILED });
        return;
      }
      const name = await save(answer, `gpa-usage.${format}`);
      setOutcome({ ok: true, message: `Downloaded ${name}.` });
    } catch {
      setOutcome({ ok: false, message: FAILED });
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <div className="mt-2 flex flex-wrap gap-4">
        <DateRangeFields range={period} onChange={setPeriod} />
      </div>
      <p className="mt-1 text-sm text-slate-600">Any period of up to 13 months.</p>
      <div className="mt-2 flex flex-wrap gap-3">
        {FORMATS.map(({ format, label }) => (
          <BusyButton
            key={format}
            type="button"
            className={buttonClass}
            busy={busy === format}
            busyText="Downloading..."
            onClick={() => void download(format)}
          >
            {label}
          </BusyButton>
        ))}
      </div>
      {outcome ? (
        <StatusMessage tone={outcome.ok ? "success" : "error"} className="mt-2">
          {outcome.message}
        </StatusMessage>
      ) : null}
    </>
  );
}

export function DownloadMyData({
  base,
  dataUrl,
  description,
}: {
  base: string;
  /** The usage views' data route: its answer offers the default period. */
  dataUrl: string;
  description: string;
}) {
  const { answer, loading } = useDialogDataAt<UsageViewAnswer>(`${dataUrl}?view=month`);
  const offered = answer?.ok ? answer.data.result.download : null;
  return (
    <section aria-labelledby="download-my-data" className="mt-4 border-t border-slate-200 pt-3">
      <h3 id="download-my-data" className="font-semibold">
        Download My Data
      </h3>
      <p className="text-sm">{description}</p>
      {loading ? <p role="status">Loading...</p> : null}
      {!loading && answer && !answer.ok ? (
        <StatusMessage tone="error">{answer.message || FAILED}</StatusMessage>
      ) : null}
      {!loading && answer?.ok && !offered ? (
        <p role="status">There are no meter readings to download yet.</p>
      ) : null}
      {offered ? <PeriodForm key={`${offered.from}:${offered.to}`} base={base} offered={offered} /> : null}
    </section>
  );
}
