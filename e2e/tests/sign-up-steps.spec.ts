import personasFile from "@paygpa/fixtures/personas.json" with { type: "json" };
import { expect, test } from "./fixtures";

// Sign-up's step is in the URL and its state in the BFF's ticket (decision 016).
const who = personasFile.unregistered.find((item) => item.billAddressSource === "PER")!;

test("sign-up keeps its step on reload, in a second tab and on Back; a step not reached redirects", async ({
  page,
}) => {
  await page.goto("/sign-up?step=details");
  await expect(page).toHaveURL(/\/sign-up$/);
  await page.getByLabel("Account Number").fill(who.accountId);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\?step=zip$/);
  const maskedName = await page.getByTestId("masked-name").textContent();

  await page.reload();
  await expect(page.getByRole("heading", { name: "My Account Details" })).toBeVisible();
  await expect(page.getByTestId("masked-name")).toHaveText(maskedName ?? "");
  // The zip is not proved yet: step 3 sends back to step 2.
  await page.goto("/sign-up?step=details");
  await expect(page).toHaveURL(/\?step=zip$/);

  await page.getByLabel("Billing Zip Code").fill(who.zip);
  await page.getByRole("button", { name: "Continue" }).click();
  await page
    .getByRole("dialog", { name: "Confirm Your Address" })
    .getByRole("button", { name: "Yes, Proceed" })
    .click();
  await expect(page).toHaveURL(/\?step=details$/);
  await page.reload();
  await expect(page.getByRole("heading", { name: "My Login Details" })).toBeVisible();

  const second = await page.context().newPage();
  await second.goto("/sign-up?step=details");
  await expect(second.getByRole("heading", { name: "My Login Details" })).toBeVisible();
  await second.close();

  await page.goBack();
  await expect(page.getByRole("heading", { name: "My Account Details" })).toBeVisible();
  await expect(page.getByTestId("masked-name")).toHaveText(maskedName ?? "");
});
