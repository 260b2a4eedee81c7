/**
 * A swiped card's magnetic-stripe tracks (`Track1`, `Track2`; e4 schemas `v11.xsd`, `v27.xsd`), read
 * for the card number, expiry and name, as the gateway reads them instead of `Card_Number`,
 * `Expiry_Date` and `CardHoldersName` (activemerchant `firstdata_e4_v27.rb`, `add_credit_card`: a
 * card with track data sends only `<Track1>` and `<Ecommerce_Flag>R`). The layouts are ISO/IEC
 * 7813's: track 1 `%B<PAN>^<SURNAME/GIVEN>^<YYMM><service code><discretionary>?`, track 2
 * `;<PAN>=<YYMM><service code><discretionary>?` (activemerchant `test_helper.rb`,
 * `credit_card_with_track_data`: "%B4242424242424242^LONGSEN/L. ^<yymm>1200000000000000**123******?").
 */
export interface TrackCard {
  number: string;
  /** MMYY, the `Expiry_Date` form. */
  expiry: string;
  /** "GIVEN SURNAME"; "" on track 2, which has no name. */
  name: string;
}

const TRACK1 = /^%?B(\d{12,19})\^([^^]{0,26})\^(\d{2})(\d{2})/;
const TRACK2 = /^;?(\d{12,19})=(\d{2})(\d{2})/;

/** The card a track holds, or null when neither track reads. */
export function cardOfTracks(track1: string, track2: string): TrackCard | null {
  const one = TRACK1.exec(track1.trim());
  if (one) {
    const [surname = "", given = ""] = (one[2] ?? "").split("/").map((part) => part.trim());
    return {
      number: one[1] ?? "",
      expiry: `${one[4]}${one[3]}`,
      name: [given, surname].filter(Boolean).join(" "),
    };
  }
  const two = TRACK2.exec(track2.trim());
  if (two) return { number: two[1] ?? "", expiry: `${two[3]}${two[2]}`, name: "" };
  return null;
}
