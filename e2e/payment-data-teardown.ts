import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { TEST_CARDS } from "@paygpa/gateway-simulator";
import { E2E_CVV } from "./tests/payment-helpers";

/**
 * After the whole suite: no full card number and no CVV typed in the tests may appear in the BFF's
 * database files (SQLite, WAL included, read as bytes) or in its log.
 */
export default function checkNoCardDataKept(): void {
  checkNoCardDataIn(process.env.PAYGPA_E2E_BFF_DIR, "BFF");
  // The other three services' logs (decision 023): no card data from any test either.
  checkNoCardDataIn(process.env.PAYGPA_E2E_LOG_DIR, "portal's and simulators' logs");
}

function checkNoCardDataIn(dir: string | undefined, whose: string): void {
  if (!dir || !existsSync(dir)) return;
  const found: string[] = [];
  // Files only: the announcement images' folder holds uploaded pictures, not the BFF's records.
  for (const entry of readdirSync(dir, { withFileTypes: true }).filter((item) => item.isFile())) {
    const file = entry.name;
    const text = readFileSync(join(dir, file)).toString("latin1");
    for (const card of TEST_CARDS) {
      if (text.includes(card.number)) found.push(`${card.number} in ${file}`);
    }
    // Alone, not inside a longer token: a UUID's four-digit group (a correlation id) is not the CVV.
    const cvv = new RegExp(`(?<![0-9a-zA-Z-])${E2E_CVV}(?![0-9a-zA-Z-])`);
    if (cvv.test(text)) found.push(`the CVV in ${file}`);
    if (file.endsWith(".log") && /"(cvv|CAVV|cvd_code|card_num)"/i.test(text))
      found.push(`a card field in ${file}`);
  }
  // Kept for inspection when something was found; removed otherwise.
  if (found.length > 0) throw new Error(`Card data kept by the ${whose} (see ${dir}): ${found.join("; ")}`);
  rmSync(dir, { recursive: true, force: true });
}
