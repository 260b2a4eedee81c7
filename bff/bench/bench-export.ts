/**
 * The export's benchmark alone, in a process of its own: `bench-reports.ts` builds this file to
 * JavaScript and runs it with node on the benchmark's database, so the RSS measured is the export's
 * and a BFF's (node, the database, the stream), not the TypeScript loader's nor the searches' before
 * it. Prints the figures as one line of JSON.
 */
import { openDatabase } from "../src/platform/db/database";
import type { Database } from "../src/database";
import { exportEverything } from "./export-figures";

const path = process.argv[2];
if (!path) throw new Error("usage: bench-export <database file>");
const db = openDatabase<Database>(path);
const figures = await exportEverything(db);
console.log(JSON.stringify({ ...figures, process: "built-javascript" }));
await db.destroy();
