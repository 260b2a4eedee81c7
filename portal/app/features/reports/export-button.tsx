/**
 * 'Export CSV' with a progress bar (built for a million payments): the file is read as it streams, its lines
 * counted against the total the BFF announces, then saved under the BFF's name
 * (DD-MM-YYYY-Admin-Control-Reports.csv, spec 000 §9). Without JavaScript the link downloads it.
 */
import { reportMessages } from "@paygpa/contract";
import { useState } from "react";
import { StatusMessage } from "../../ui/forms";

function fileNameOf(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? "")?.[1] ?? "Admin-Control-Reports.csv";
}

export function ExportButton({ href }: { href: string }) {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [failed, setFailed] = useState(false);

  async function download(event: React.MouseEvent) {
    event.preventDefault();
    setFailed(false);
    try {
      const response = await fetch(href);
      if (!response.ok || !response.body) throw new Error(String(response.status));
      const total = Number(response.headers.get("x-total-rows") ?? "0");
      const parts: Uint8Array[] = [];
      let lines = 0;
      setProgress({ done: 0, total });
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        for (const byte of value) if (byte === 10) lines++;
        setProgress({ done: Math.max(0, lines - 1), total });
      }
      const url = URL.createObjectURL(new Blob(parts as BlobPart[], { type: "text/csv" }));
      const anchor = document.createElement("a");
      anchor.href = url;
      anchor.download = fileNameOf(response.headers.get("content-disposition"));
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      URL.revokeObjectURL(url);
    } catch {
      setFailed(true);
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <a
        href={href}
        onClick={download}
        className="button-secondary"
        aria-disabled={progress !== null || undefined}
      >
        {reportMessages.exportCsv}
      </a>
      {progress ? (
        <label className="flex items-center gap-2 text-sm">
          Exporting {progress.done.toLocaleString("en-US")} of {progress.total.toLocaleString("en-US")} rows
          <progress max={progress.total || 1} value={progress.done} />
        </label>
      ) : null}
      {failed ? <StatusMessage tone="error">The export failed. Please try again.</StatusMessage> : null}
    </div>
  );
}
