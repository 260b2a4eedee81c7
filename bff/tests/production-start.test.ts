import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createFirstAdmin, FirstAdminRefused } from "../src/features/admin-users/first-admin";
import { type BffApp, createApp } from "../src/app";
import { demoConfig } from "../src/demo";
import { silentLogger } from "../src/platform/http/logger";
import { productionEnv } from "./production-env";

let bff: BffApp | undefined;
let url = "";
afterEach(async () => {
  await bff?.close();
  bff = undefined;
});

async function startProduction(env: NodeJS.ProcessEnv = productionEnv()) {
  bff = await createApp(demoConfig(env), { logger: silentLogger });
  const server = bff.app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const close = bff.close;
  bff.close = async () => {
    server.close();
    await close();
  };
  return bff;
}

async function adminLogin(username: string, password: string) {
  const response = await fetch(`${url}/api/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  return (await response.json()) as { status: string; result: { level: number }[] };
}

const firstAdmin = { username: "gpa.itlead", email: "it.lead@gpagwa.example", password: "Gpa#Lead2026" };

describe("a production start seeds nothing from fixtures", () => {
  it("has no admin: the README's superadmin cannot log in", async () => {
    const app = await startProduction();
    expect(await adminLogin("superadmin", "Super#Admin1")).toMatchObject({ status: "Failed" });
    const admins = await app.services.db.selectFrom("admins").selectAll().execute();
    expect(admins).toEqual([]);
  });

  it("has no demo announcements, but the survey's ten questions and the four admin levels", async () => {
    const app = await startProduction();
    const db = app.services.db;
    expect(await db.selectFrom("announcements").selectAll().execute()).toEqual([]);
    expect(await db.selectFrom("system_popups").selectAll().execute()).toEqual([]);
    expect(await db.selectFrom("survey_questions").selectAll().execute()).toHaveLength(10);
    expect((await db.selectFrom("admin_roles").select("level").execute()).map((role) => role.level)).toEqual([
      1, 2, 3, 4,
    ]);
  });
});

describe("the first admin, made once", () => {
  it("makes a level-1 admin who can log in", async () => {
    const app = await startProduction();
    await createFirstAdmin(app.services.db, firstAdmin, "2026-11-23T14:00:00.000Z");
    const login = await adminLogin(firstAdmin.username, firstAdmin.password);
    expect(login.status).toBe("Success");
    expect(login.result[0]?.level).toBe(1);
  });

  it("is refused once any admin exists", async () => {
    const app = await startProduction();
    await createFirstAdmin(app.services.db, firstAdmin, "2026-11-23T14:00:00.000Z");
    await expect(
      createFirstAdmin(app.services.db, { ...firstAdmin, username: "intruder" }, "2026-11-23T14:05:00.000Z"),
    ).rejects.toThrow("An admin already exists");
    expect(await adminLogin("intruder", firstAdmin.password)).toMatchObject({ status: "Failed" });
  });

  it("applies the password rule", async () => {
    const app = await startProduction();
    await expect(
      createFirstAdmin(app.services.db, { ...firstAdmin, password: "password" }, "2026-11-23T14:00:00.000Z"),
    ).rejects.toBeInstanceOf(FirstAdminRefused);
    expect(await app.services.db.selectFrom("admins").selectAll().execute()).toEqual([]);
  });

  it("npm run create-admin reads the password from standard input and refuses a second run", () => {
    const env = {
      ...process.env,
      ...productionEnv({ PAYGPA_BFF_DB: join(mkdtempSync(join(tmpdir(), "bff-")), "bff.sqlite") }),
    };
    const run = (username: string) =>
      spawnSync(
        "npx",
        ["tsx", "src/cli/create-admin.ts", "--username", username, "--email", firstAdmin.email],
        {
          cwd: join(import.meta.dirname, ".."),
          env,
          input: `${firstAdmin.password}\n`,
          encoding: "utf8",
        },
      );
    const first = run(firstAdmin.username);
    expect(first.stdout).toContain(`Level-1 admin "${firstAdmin.username}" created`);
    expect(first.status).toBe(0);
    const second = run("someone.else");
    expect(second.status).toBe(1);
    expect(second.stderr).toContain("An admin already exists");
  }, 30_000);
});
