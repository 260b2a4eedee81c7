import type { InputHTMLAttributes } from "react";
import { formatCurrency, parseCurrency, typedCurrency } from "../lib/currency";

type CurrencyInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "type"> & {
  value: string;
  onValueChange(text: string): void;
};

/** A text input that reads '$ 1,234.56': formatted while typing, 2 decimals once the field is left. */
export function CurrencyInput({ value, onValueChange, onBlur, ...props }: CurrencyInputProps) {
  return (
    <input
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(event) => onValueChange(typedCurrency(event.target.value))}
      onBlur={(event) => {
        onValueChange(formatCurrency(parseCurrency(value)));
        onBlur?.(event);
      }}
    />
  );
}
