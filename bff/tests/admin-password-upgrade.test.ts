import { randomBytes, scryptSync } from "node:crypto";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type BffApp, createApp } from "../src/app";
import { testConfig } from "./support/test-config";
import { openTestDatabase } from "./support/test-database";
import { silentLogger } from "../src/platform/http/logger";
import { admins } from "./personas";

/** A hash as the first version stored it: Node's default scrypt cost (N=2^14), no parameters kept. */
function legacyHash(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString("hex")}$${scryptSync(password, salt, 32).toString("hex")}`;
}

let bff: BffApp;
let url: string;
let close: () => Promise<void>;
beforeEach(async () => {
  bff = await createApp(testConfig(), { db: openTestDatabase(), logger: silentLogger });
  const server = bff.app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = async () => {
    await new Promise((resolve) => server.close(resolve));
    await bff.close();
  };
});
afterEach(async () => {
  await close();
});

const storedHash = async (username: string) =>
  (
    await bff.services.db
      .selectFrom("admins")
      .select("password_hash")
      .where("username", "=", username)
      .executeTakeFirstOrThrow()
  ).password_hash;

const adminLogin = async (username: string, password: string): Promise<{ status: string }> =>
  (
    await fetch(`${url}/api/v1/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username, password }),
    })
  ).json() as Promise<{ status: string }>;

describe("admin password hashes of the first format (N=2^14)", () => {
  it("still log in, and are replaced by an N=2^17 hash at that login; a wrong password changes nothing", async () => {
    const { username, password } = admins[0]!;
    const old = legacyHash(password);
    await bff.services.db
      .updateTable("admins")
      .set({ password_hash: old })
      .where("username", "=", username)
      .execute();

    expect((await adminLogin(username, "Wrong#pass1")).status).toBe("Failed");
    expect(await storedHash(username)).toBe(old);

    expect((await adminLogin(username, password)).status).toBe("Success");
    expect(await storedHash(username)).toMatch(/^scrypt\$131072\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect((await adminLogin(username, password)).status).toBe("Success");
  });
});
