/** Gestures and checks of the payment arrangement flow (decision 018). */
import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { controlFetch, type StackUrls } from "../stack";

/** Step 3's I Agree up to the case form's download of one agreement form per case. */
export async function agreeAndDownloadForms(page: Page, count = 1): Promise<string[]> {
  const paths: string[] = [];
  const downloads: Promise<void>[] = [];
  page.on("download", (download) => {
    downloads.push(download.path().then((path) => void paths.push(path)));
  });
  await page.getByRole("button", { name: "I Agree" }).click();
  await expect(page).toHaveURL(/\/payment-arrangement\/print-sign-send$/, { timeout: 20_000 });
  await expect.poll(() => downloads.length).toBe(count);
  await Promise.all(downloads);
  return paths;
}

/** The text of a downloaded agreement form (jsPDF writes its text uncompressed). */
export function pdfText(path: string): string {
  return readFileSync(path).toString("latin1");
}

/** Billing's payment-arrangement cases of an account (its control API). */
export async function billingCases(
  stack: StackUrls,
  accountId: string,
): Promise<{ caseId: string; decision: { outcome: string } | null }[]> {
  const response = await controlFetch(`${stack.ccb}/__control/payment-arrangements`);
  const { cases } = (await response.json()) as {
    cases: { caseId: string; AccountID: string; decision: { outcome: string } | null }[];
  };
  return cases.filter((entry) => entry.AccountID === accountId);
}

/** The staff work queue as a level-1 admin reads it from the BFF. */
export async function workQueue(stack: StackUrls): Promise<{ caseId: string; barcodeStatus: string }[]> {
  const login = await fetch(`${stack.bff}/api/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "superadmin", password: "Super#Admin1" }),
  });
  const { token } = (await login.json()) as { token: string };
  const response = await fetch(`${stack.bff}/api/v1/payment-arr-forms`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: "{}",
  });
  return ((await response.json()) as { forms: { caseId: string; barcodeStatus: string }[] }).forms;
}

/** Sets billing's fault on one route (the shared control vocabulary). */
export async function billingFault(stack: StackUrls, fault: Record<string, unknown>): Promise<void> {
  await controlFetch(`${stack.ccb}/__control/faults`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(fault),
  });
}
