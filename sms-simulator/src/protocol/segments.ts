/**
 * How many segments a text is billed and sent as (the Message resource's `num_segments`). Twilio:
 * "A single segment can hold up to 160 GSM-7 characters or 70 UCS-2 characters. Messages longer than
 * this are split into multiple segments … each segment of a concatenated message holds 153 GSM-7
 * characters or 67 UCS-2 characters" (Twilio docs, Messaging › "What the heck is a segment?", and
 * the Messaging glossary "GSM-7" / "UCS-2"). One character outside GSM-7 (an emoji, a curly quote)
 * sends the whole text as UCS-2; GSM-7's extension table characters (`^{}\[~]|€`) take two places.
 */

/** GSM 03.38's basic character set (as Twilio's segment calculator counts it). */
const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
/** The extension table: each takes an escape and itself, two septets. */
const GSM_EXTENDED = "^{}\\[~]|€\f";

export type Encoding = "GSM-7" | "UCS-2";

export interface Segments {
  encoding: Encoding;
  /** How many segments the text goes as. */
  count: number;
  /** Its length in the encoding's units (septets, or UTF-16 code units). */
  units: number;
}

export function segmentsOf(body: string): Segments {
  let septets = 0;
  for (const character of body) {
    if (GSM_BASIC.includes(character)) septets += 1;
    else if (GSM_EXTENDED.includes(character)) septets += 2;
    else {
      const units = body.length;
      return { encoding: "UCS-2", units, count: units <= 70 ? 1 : Math.ceil(units / 67) };
    }
  }
  return { encoding: "GSM-7", units: septets, count: septets <= 160 ? 1 : Math.ceil(septets / 153) };
}
