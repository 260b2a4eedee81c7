import { arrangementMessages } from "@paygpa/contract";
import { expect, logIn, persona, test } from "./fixtures";
import { expectAccessiblePdf, readPdfStructure } from "./pdf-structure";
import { agreeAndDownloadForms, billingCases, billingFault, pdfText, workQueue } from "./arrangement-helpers";
import { payOnGatewayPage } from "./payment-helpers";

test.describe("payment arrangement end to end (decision 018)", () => {
  test.setTimeout(120_000);

  test("the deposit persona applies the deposit, pays today, agrees, prints the form and uploads it", async ({
    page,
    stack,
  }) => {
    const who = persona("deposit-applicable");
    const accountId = who.accounts[0]!.accountId;
    await logIn(page, who.username, who.password);
    await page.getByRole("link", { name: arrangementMessages.requestButton }).click();
    await expect(page.getByText(/You currently owe \$ [\d.]+ on your combined accounts\./)).toBeVisible();
    await page.getByRole("link", { name: "I want to apply!" }).click();

    await expect(
      page.getByRole("heading", { name: "Request for Payment Arrangement in 4 Easy Steps!" }),
    ).toBeVisible();
    await page.getByLabel(`Apply Deposit to account ${accountId}`).click();
    await expect(page.getByLabel(`Apply Deposit to account ${accountId}`)).toBeChecked();
    await page.getByRole("link", { name: "Next" }).click();

    await expect(
      page.getByRole("heading", { name: "How much are you able to pay today? (can be as low as $0)" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Pay Now" }).click();
    await expect(page.getByText(arrangementMessages.enterAmount)).toBeVisible();
    await page.getByLabel(`Payment Amount for account ${accountId}`).fill("25");
    await page.getByRole("button", { name: "Pay Now" }).click();
    await payOnGatewayPage(page, { number: "4111111111111111", name: "CARMEN BLAS" });
    await expect(page).toHaveURL(new RegExp(`/payment-arrangement/payment/thank-you/${accountId}`), {
      timeout: 20_000,
    });
    await expect(page.getByRole("heading", { name: arrangementMessages.paymentThanks })).toBeVisible({
      timeout: 30_000,
    });
    // Like every other payment's result, the arrangement's links the payment's timeline.
    const timeline = page.getByRole("link", { name: "Where is my payment?" });
    await expect(timeline).toHaveAttribute("href", /^\/payment-timeline\/.+/);
    await timeline.click();
    await expect(page.getByRole("heading", { name: "Where is my payment?" })).toBeVisible();
    await expect(page.getByText(/^Charged at the card gateway: Done/)).toBeVisible();
    await page.goBack();
    await page.getByRole("link", { name: "Proceed to Payment Arrangement" }).click();

    await expect(
      page.getByText(/You may request for the total remaining balance of \$ [\d.]+/),
    ).toBeVisible();
    await page.getByLabel(`Request Extension for account ${accountId}`).check();
    const [form] = await agreeAndDownloadForms(page);
    const [opened] = await billingCases(stack, accountId);
    expect(opened).toBeDefined();
    expect(pdfText(form!)).toContain(`Case Number: ${opened!.caseId}`);
    // A tagged PDF a screen reader reads in order: logo and barcode described, every line real text.
    const structure = await readPdfStructure(form!);
    const caseId = opened!.caseId;
    expect(expectAccessiblePdf(structure, `Payment Arrangement Agreement Form, case ${caseId}`)).toEqual([]);
    expect(structure.elements.slice(0, 3)).toEqual([
      { role: "Figure", alt: "PayGPA, Guam Power Authority logo", text: "" },
      { role: "P", text: "Guam Power Authority" },
      { role: "H1", text: "Payment Arrangement Agreement Form" },
    ]);
    expect(structure.elements).toContainEqual({ role: "P", text: `Account Number: ${accountId}` });
    expect(structure.elements.slice(-2)).toEqual([
      { role: "Figure", alt: `Barcode of the case number ${caseId}`, text: "" },
      { role: "P", text: `Case Number ${caseId}` },
    ]);

    // A text file renamed .pdf is refused by its content; the success message does not show.
    await page.getByLabel(`Signed form for case ${opened!.caseId}`).setInputFiles({
      name: "signed.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("only text, named like a PDF"),
    });
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText(arrangementMessages.uploadFailed)).toBeVisible();
    await expect(page.getByText(arrangementMessages.fileNotAccepted, { exact: false })).toBeVisible();
    await expect(page.getByText(/File\(s\) successfully uploaded/)).toHaveCount(0);

    await page.getByLabel(`Signed form for case ${opened!.caseId}`).setInputFiles(form!);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText(/File\(s\) successfully uploaded!/)).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
    await expect(page.getByRole("heading", { name: /^Hi, / })).toBeVisible();
    await expect(page.getByRole("link", { name: arrangementMessages.pendingButton })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Please wait..." })).toHaveCount(0);
    // The form's barcode was read back by the BFF: it decodes to the case number.
    const queued = (await workQueue(stack)).find((entry) => entry.caseId === opened!.caseId);
    expect(queued?.barcodeStatus).toBe("matched");

    // Staff approve it from the work queue; billing records the arrangement.
    await page.context().clearCookies();
    await page.goto("/gpaadmin");
    await page.getByLabel("Username").fill("superadmin");
    await page.getByLabel("Password").fill("Super#Admin1");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/admin-dashboard/, { timeout: 10_000 });
    await page.goto("/admin-dashboard/arrangement-forms");
    const row = page.getByRole("row").filter({ hasText: opened!.caseId });
    await expect(row).toContainText("Barcode matched");
    await row.getByLabel(`Note for case ${opened!.caseId}`).fill("Signature checked");
    await row.getByRole("button", { name: "Approve" }).click();
    await page.getByRole("link", { name: "Approved" }).click();
    await expect(page.getByRole("row").filter({ hasText: opened!.caseId })).toContainText(
      "Approved by superadmin: Signature checked",
    );
    const [decided] = await billingCases(stack, accountId);
    expect(decided).toMatchObject({ decision: { outcome: "approved" } });
  });

  test("step 3 asks for an account; a form carrying another case's barcode is refused", async ({ page }) => {
    const who = persona("arrangement-two-accounts");
    const [first, second] = who.accounts.map((account) => account.accountId);
    await logIn(page, who.username, who.password);
    await page.getByRole("link", { name: arrangementMessages.requestButton }).click();
    await page.getByRole("link", { name: "I want to apply!" }).click();
    await page.goto("/payment-arrangement/apply-for-payment-arrangement");
    await page.getByRole("button", { name: "I Agree" }).click();
    await expect(page.getByText(arrangementMessages.checkOneAccount)).toBeVisible();
    await page.getByLabel(`Request Extension for account ${first}`).check();
    await page.getByLabel(`Request Extension for account ${second}`).check();
    const forms = await agreeAndDownloadForms(page, 2);
    const caseOf = (path: string) => /Case Number: (\d+)/.exec(pdfText(path))?.[1] ?? "";
    const [formA, formB] = forms as [string, string];
    // Each row gets the other case's form.
    await page.getByLabel(`Signed form for case ${caseOf(formA)}`).setInputFiles(formB);
    await page.getByLabel(`Signed form for case ${caseOf(formB)}`).setInputFiles(formA);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText(arrangementMessages.wrongCaseBarcode).first()).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(/File\(s\) successfully uploaded/)).toHaveCount(0);
  });

  test("I Agree retried after billing lost its answer opens exactly one case", async ({ page, stack }) => {
    const who = persona("deposit-credit");
    const accountId = who.accounts[0]!.accountId;
    await logIn(page, who.username, who.password);
    await page.getByRole("link", { name: arrangementMessages.requestButton }).click();
    await page.getByRole("link", { name: "I want to apply!" }).click();
    // The deposit credit persona cannot apply its deposit.
    await page.getByLabel(`Apply Deposit to account ${accountId}`).click();
    await expect(page.getByText(arrangementMessages.invalidDeposit)).toBeVisible();
    await expect(page.getByLabel(`Apply Deposit to account ${accountId}`)).not.toBeChecked();
    await page.goto("/payment-arrangement/apply-for-payment-arrangement");
    await billingFault(stack, {
      route: "/rest/apis/customer/interactions/cases/",
      loseAnswer: true,
      failFirst: 1,
    });
    await page.getByLabel(`Request Extension for account ${accountId}`).check();
    await page.getByRole("button", { name: "I Agree" }).click();
    await expect(page.getByText(`(${accountId})`, { exact: false })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/apply-for-payment-arrangement$/);
    await agreeAndDownloadForms(page);
    expect(await billingCases(stack, accountId)).toHaveLength(1);
  });

  test("the not-eligible persona sees the Sorry dialog; closing it returns to the dashboard", async ({
    page,
  }) => {
    const who = persona("arrangement-not-eligible");
    await logIn(page, who.username, who.password);
    await expect(page.getByRole("heading", { name: /^Hi, / })).toBeVisible();
    await expect(page.getByRole("link", { name: arrangementMessages.requestButton })).toHaveCount(0);
    await page.goto("/payment-arrangement");
    const sorry = page.getByRole("dialog", { name: "Sorry" });
    await expect(sorry).toContainText("None of your accounts meet the criteria");
    await sorry.getByRole("button", { name: "Okay" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("the commercial persona is told to e-mail the business team; the pending persona sees Pending", async ({
    page,
  }) => {
    const commercial = persona("commercial");
    await logIn(page, commercial.username, commercial.password);
    await expect(page.getByText(arrangementMessages.commercialNotice)).toBeVisible({ timeout: 15_000 });
    await page.context().clearCookies();
    const pending = persona("pending-arrangement");
    await logIn(page, pending.username, pending.password);
    await expect(page.getByRole("link", { name: arrangementMessages.pendingButton })).toBeVisible({
      timeout: 15_000,
    });
  });
});
