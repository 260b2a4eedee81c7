/**
 * The typhoon load's stack: billing, the outage system's simulator and one BFF on SQLite (two on
 * PostgreSQL with PAYGPA_DATABASE_URL, as the bill-day model runs them), from their built
 * JavaScript, the BFF's outage port pointed at the simulator.
 */
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { ROOT, type Service, freePort, startService } from "./stack";

export interface TyphoonStack {
  ccb: Service;
  oms: Service;
  bffs: Service[];
  controlToken: string;
}

export async function startTyphoonStack(
  logFolder: string,
  database: { url: string; instances: number } | null,
): Promise<TyphoonStack> {
  const [ccbPort, omsPort] = [await freePort(), await freePort()];
  const controlToken = randomBytes(32).toString("hex");
  const shared = {
    PAYGPA_MODE: "test",
    NODE_ENV: "production",
    PAYGPA_CONTROL_TOKEN: controlToken,
    PAYGPA_PORTAL_KEY: randomBytes(32).toString("hex"),
    PAYGPA_RATE_LIMIT_PER_MINUTE: "1000000",
  };
  const start = (name: string, folder: string, port: number, env: Record<string, string>) =>
    startService({
      name,
      cwd: join(ROOT, folder),
      entry: "dist/server.mjs",
      port,
      health: "/__control/health",
      logFolder,
      env: { ...shared, ...env },
    });
  const url = (port: number) => `http://127.0.0.1:${port}`;
  const [ccb, oms] = await Promise.all([
    start("ccb-simulator", "ccb-simulator", ccbPort, { PAYGPA_CCB_PORT: String(ccbPort) }),
    start("oms-simulator", "oms-simulator", omsPort, { PAYGPA_OMS_PORT: String(omsPort) }),
  ]);
  const bffs: Service[] = [];
  const instances = database?.instances ?? 1;
  // One after the other: the first one migrates the database.
  for (let instance = 0; instance < instances; instance += 1) {
    const port = await freePort();
    bffs.push(
      await start(instances > 1 ? `bff-${instance + 1}` : "bff", "bff", port, {
        PAYGPA_BFF_PORT: String(port),
        ...(database
          ? { PAYGPA_DATABASE_URL: database.url }
          : { PAYGPA_BFF_DB: join(logFolder, "bff.sqlite") }),
        PAYGPA_ANNOUNCEMENT_IMAGE_DIR: join(logFolder, "announcement-images"),
        PAYGPA_ARRANGEMENT_UPLOAD_ROOT: join(logFolder, "arrangement-forms"),
        PAYGPA_CCB_URL: url(ccbPort),
        PAYGPA_OMS_URL: url(omsPort),
        PAYGPA_GATEWAY_URL: url(await freePort()),
        PAYGPA_PORTAL_URL: url(await freePort()),
      }),
    );
  }
  return { ccb, oms, bffs, controlToken };
}
