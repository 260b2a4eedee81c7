import type { ArrangementCase } from "@paygpa/contract";
import { useId, useState } from "react";
import { Cell, RowHeader } from "../../ui/table";

/** One case's upload row (spec 002 §2 step 4): a box showing the chosen file's name and a BROWSE picker. */
export function SignedFormRow({ entry }: { entry: ArrangementCase }) {
  const [fileName, setFileName] = useState("");
  const id = useId();
  return (
    <tr className="border-b">
      <RowHeader label="Case #">{entry.caseId}</RowHeader>
      <Cell label="Account #">{entry.accountId}</Cell>
      <Cell label="Signed form">
        <div className="flex items-center gap-2">
          <input
            type="text"
            readOnly
            value={fileName}
            aria-label={`File name for case ${entry.caseId}`}
            placeholder="No file chosen"
            className="w-56 min-w-0 shrink rounded-md border border-slate-500 px-2 py-1.5"
          />
          <label htmlFor={id} className="button-secondary cursor-pointer">
            BROWSE
          </label>
          <input
            id={id}
            type="file"
            name={`form-${entry.customerContactId}`}
            accept="application/pdf,image/*"
            aria-label={`Signed form for case ${entry.caseId}`}
            className="sr-only"
            onChange={(event) => setFileName(event.target.files?.[0]?.name ?? "")}
          />
        </div>
      </Cell>
    </tr>
  );
}
