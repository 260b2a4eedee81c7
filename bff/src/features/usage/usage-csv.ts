/** Download My Data as CSV: the same 15-minute reads as the ESPI file, one line each, streamed. */
import type { IntervalRead } from "../../integrations/billing";
import { guamDateTime } from "./guam-time";

export async function* usageCsv(source: {
  accountId: string;
  servicePointId: string;
  intervalSeconds: number;
  pages: AsyncIterable<IntervalRead[]>;
}): AsyncGenerator<string> {
  yield "Account,Service point,Start (Guam time),End (Guam time),kWh,Quality\r\n";
  const ms = source.intervalSeconds * 1000;
  for await (const page of source.pages) {
    let lines = "";
    for (const read of page) {
      lines += `${source.accountId},${source.servicePointId},${guamDateTime(read.start)},${guamDateTime(read.start + ms)},${(read.wh / 1000).toFixed(3)},${read.estimated ? "estimated" : "actual"}\r\n`;
    }
    yield lines;
  }
}
