/**
 * The 'Payment Logs' modal's JSON viewer (spec 000 §2 Reports): the gateway's answer as received,
 * objects and lists collapsible. The BFF stores it with card numbers masked; any long digit run left
 * is masked again here, so no card number is ever shown.
 */
const maskDigits = (text: string) =>
  text.replace(/\d{13,19}/g, (digits) => `${"#".repeat(digits.length - 4)}${digits.slice(-4)}`);

function Value({ name, value }: { name: string; value: unknown }) {
  if (value !== null && typeof value === "object") {
    const entries = Array.isArray(value)
      ? value.map((item, i) => [String(i), item] as const)
      : Object.entries(value);
    return (
      <details open className="ml-3">
        <summary className="cursor-pointer font-semibold text-brand-900">
          {name} {Array.isArray(value) ? `[${entries.length}]` : `{${entries.length}}`}
        </summary>
        {entries.map(([key, item]) => (
          <Value key={key} name={key} value={item} />
        ))}
      </details>
    );
  }
  return (
    <div className="ml-6 font-mono text-xs">
      <span className="text-slate-600">{name}: </span>
      <span className="break-all text-slate-900">{maskDigits(JSON.stringify(value))}</span>
    </div>
  );
}

export function JsonViewer({ text }: { text: string | null }) {
  if (!text) return <p>No log was recorded for this attempt.</p>;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return <pre className="whitespace-pre-wrap break-all text-xs">{maskDigits(text)}</pre>;
  }
  return (
    <div data-testid="payment-log" className="max-h-[60vh] overflow-auto rounded border bg-slate-50 p-2">
      <Value name="response" value={parsed} />
    </div>
  );
}
