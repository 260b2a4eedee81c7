/** Helpers of the payment-arrangement tests: personas' sessions, billing's control API, uploads. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { customerPersona } from "@paygpa/fixtures";
import { controlTokenHeaders } from "@paygpa/runtime/control-access";
import type { Json, TestStack } from "./harness";

export const uploadRoot = () => mkdtempSync(path.join(tmpdir(), "paygpa-uploads-"));

export async function customer(stack: TestStack, key: string) {
  const persona = customerPersona(key);
  const { body } = await stack.login(persona.username, persona.password);
  return { token: body.token as string, persona, accountId: persona.accounts[0]!.accountId };
}

export async function adminToken(stack: TestStack, username: string, password: string): Promise<string> {
  const { body } = await stack.call("/api/v1/login", { body: { username, password } });
  return body.token;
}

/** A call to billing's control API. */
export async function billingControl(
  stack: TestStack,
  method: string,
  route: string,
  body?: unknown,
): Promise<Json> {
  const response = await fetch(`${stack.ccb}/__control${route}`, {
    method,
    headers: {
      ...controlTokenHeaders(),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json();
}

export async function casesInBilling(stack: TestStack, accountId: string): Promise<Json[]> {
  const { cases } = await billingControl(stack, "GET", "/payment-arrangements");
  return cases.filter((entry: { AccountID: string }) => entry.AccountID === accountId);
}

/** POSTs a signed form as the portal does: multipart with customerContactId, fileName and the file `pdf`. */
export async function uploadForm(
  stack: TestStack,
  token: string,
  customerContactId: string,
  file: { bytes: Uint8Array; name: string; type: string },
) {
  const form = new FormData();
  form.set("customerContactId", customerContactId);
  form.set("fileName", file.name);
  form.set("pdf", new Blob([file.bytes], { type: file.type }), file.name);
  const response = await fetch(`${stack.bff}/api/v1/payment-arr-update-details`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** A PNG of a CODE128 barcode, as the case form prints it. */
export async function barcodePng(text: string): Promise<Uint8Array> {
  const { readFileSync } = await import("node:fs");
  const { createRequire } = await import("node:module");
  const { prepareZXingModule, writeBarcode } = await import("zxing-wasm/full");
  const wasm = createRequire(import.meta.url).resolve("zxing-wasm/full/zxing_full.wasm");
  await prepareZXingModule({ overrides: { wasmBinary: readFileSync(wasm) }, fireImmediately: true });
  const written = await writeBarcode(text, { format: "Code128", scale: 3 });
  if (!written.image) throw new Error(written.error);
  return new Uint8Array(await written.image.arrayBuffer());
}
