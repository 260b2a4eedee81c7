import personasFile from "@paygpa/fixtures/personas.json" with { type: "json" };
import type { Page } from "@playwright/test";
import { controlToken, E2E_PORTAL_KEY, type StackUrls } from "../stack";
import { expect, logIn, persona, test } from "./fixtures";
import { mailTo } from "./mail-helpers";

const unregistered = (source: string) => {
  const found = personasFile.unregistered.find((item) => item.billAddressSource === source);
  if (!found) throw new Error(`no unregistered persona for ${source}`);
  return found;
};

/** The subjects of the mails these tests read in the QA inbox (the BFF's texts). */
const SUBJECTS = {
  confirmSignUp: /^PayGPA: please confirm your sign-up$/,
  signedUp: /^Welcome to PayGPA: your registration is complete$/,
  newPassword: /^PayGPA: set a new password$/,
  username: /^PayGPA: your username$/,
};

/** Switches a maintenance flag through the BFF's real admin API, as the IT admin. */
async function setMaintenance(bff: string, id: 1 | 2, flag: 0 | 1): Promise<void> {
  const admin = personasFile.admins.find((item) => item.level === 2)!;
  const login = await fetch(`${bff}/api/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: admin.username, password: admin.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const update = await fetch(`${bff}/api/v1/system-maintenance-update`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ id, flag }),
  });
  expect(update.status).toBe(200);
}

async function signUpSteps1And2(page: Page, who: { accountId: string; zip: string }) {
  await page.goto("/sign-up");
  await page.getByLabel("Account Number").fill(who.accountId);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "My Account Details" })).toBeVisible();
  await page.getByLabel("Billing Zip Code").fill(who.zip);
  await page.getByRole("button", { name: "Continue" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm Your Address" });
  await expect(confirm).toContainText(who.zip);
  await confirm.getByRole("button", { name: "Yes, Proceed" }).click();
  await expect(page.getByRole("heading", { name: "My Login Details" })).toBeVisible();
}

/** Opens the sign-up confirmation link e-mailed to `to`, as the customer does, and confirms. */
async function confirmSignUpFromMail(page: Page, stack: StackUrls, to: string) {
  const mail = await mailTo(stack, to, SUBJECTS.confirmSignUp);
  const link = /\/sign-up-confirm#token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await page.getByRole("button", { name: "Confirm My Sign-Up" }).click();
  await expect(page.getByText("Your sign-up is confirmed. You can now log in.")).toBeVisible();
}

async function fillLoginDetails(page: Page, username: string, email: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill("Welcome#2026");
  await page.getByLabel("Confirm Password").fill("Welcome#2026");
  await page.getByLabel("Email Address", { exact: true }).fill(email);
  const confirmEmail = page.getByLabel("Confirm Email Address");
  if (await confirmEmail.isVisible()) await confirmEmail.fill(email);
  await page.getByLabel("Mobile Phone").fill("(671) 555-0101");
  await page.getByLabel("Security Question").selectOption({ label: "What was the name of your first pet?" });
  await page.getByLabel("Answer", { exact: true }).fill("Lucky 7");
  await page.getByLabel(/I have read and agree/).check();
}

test.describe("home page", () => {
  test("shows the announcement slider and the system pop-up once", async ({ browser, stack }) => {
    const context = await browser.newContext({ baseURL: stack.portal });
    const page = await context.newPage();
    await page.goto("/");
    const popup = page.getByRole("dialog", { name: "Scheduled system maintenance" });
    await expect(popup).toContainText("for scheduled maintenance");
    await popup.getByRole("button", { name: "Okay" }).click();
    await expect(popup).toBeHidden();
    const slider = page.getByRole("region", { name: "Announcements" });
    await expect(slider.getByRole("heading", { name: "Pay your power bill online, any time" })).toBeVisible();
    const dots = slider.getByRole("button", { name: /^Go to slide \d$/ });
    await expect(dots).toHaveCount(3);
    await dots.nth(2).click();
    await expect(slider.getByRole("heading", { name: "Typhoon season: be prepared" })).toBeVisible();
    // No outside player (a grey broken box offline): a local poster links to the video.
    await expect(slider.locator("iframe")).toHaveCount(0);
    await expect(
      slider.getByRole("link", { name: "Watch the video: Typhoon season: be prepared (opens in a new tab)" }),
    ).toHaveAttribute("href", "https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    await page.reload();
    await expect(page.getByRole("heading", { name: "Log in to your account" })).toBeVisible();
    await expect(popup).toHaveCount(0);
    await context.close();
  });

  test("Quick Pay asks for a 10-digit account number, then opens pay now", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Quick Pay" }).click();
    const dialog = page.getByRole("dialog", { name: "Quick Pay" });
    await dialog.getByLabel("Account Number").fill("12345");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog.getByText("Account number is invalid.")).toBeVisible();
    await dialog.getByLabel("Account Number").fill("1000000001");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/paynow\?accountId=1000000001$/);
  });

  test("maintenance flags disable Log In and Quick Pay", async ({ page, stack }) => {
    await setMaintenance(stack.bff, 1, 1);
    await setMaintenance(stack.bff, 2, 1);
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Log In" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Quick Pay" })).toBeDisabled();
    await setMaintenance(stack.bff, 1, 0);
    await setMaintenance(stack.bff, 2, 0);
    await page.reload();
    await expect(page.getByRole("button", { name: "Log In" })).toBeEnabled();
    await expect(page.getByRole("button", { name: "Quick Pay" })).toBeEnabled();
  });
});

test.describe("sign-up", () => {
  test("PER: every validation message, a taken username, then sign-up, the e-mail and a login", async ({
    page,
    stack,
  }) => {
    const who = unregistered("PER");
    await page.goto("/sign-up");
    await page.getByLabel("Account Number").fill("12345");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Account number is invalid.")).toBeVisible();
    await page.getByRole("button", { name: "Where can I find my account number?" }).click();
    await expect(
      page.getByRole("dialog", { name: "Where can I find my account number?" }).getByRole("img"),
    ).toBeVisible();
    await page.keyboard.press("Escape");

    await page.getByLabel("Account Number").fill(who.accountId);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByTestId("masked-name")).toHaveText("IG***** FL****");
    await page.getByLabel("Billing Zip Code").fill("96999");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(
      page.getByText("The zip code does not match the billing address of this account."),
    ).toBeVisible();
    await page.getByLabel("Billing Zip Code").fill(who.zip);
    await page.getByRole("button", { name: "Continue" }).click();
    await page
      .getByRole("dialog", { name: "Confirm Your Address" })
      .getByRole("button", { name: "Yes, Proceed" })
      .click();
    // Billing's phones are filled in, masked (Ignacio has a mobile only).
    await expect(page.getByLabel("Mobile Phone")).toHaveValue("(6*** 88******");
    await expect(page.getByLabel("Home Phone")).toHaveValue("");

    // Every rule of step 3 at once.
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByLabel("Confirm Password").fill("shorter");
    await page.getByLabel("Email Address", { exact: true }).fill("not-an-email");
    await page.getByLabel("Confirm Email Address").fill("other@example.com");
    await page.getByLabel("Answer", { exact: true }).pressSequentially("Rex!");
    await expect(page.getByLabel("Answer", { exact: true })).toHaveValue("Rex");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Please enter your Username.")).toBeVisible();
    await expect(page.getByText("Your password must be between 8 – 15 characters long")).toBeVisible();
    await expect(page.getByText("Password doesn't match!")).toBeVisible();
    await expect(page.getByText("Please enter a valid Email Address!")).toBeVisible();
    await expect(page.getByText("Email doesn't match!")).toBeVisible();
    await expect(page.getByText("Please Select Question.")).toBeVisible();
    await expect(page.getByText("Please check the box.")).toBeVisible();
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("maxlength", "15");

    // A taken username is refused when leaving the field.
    await page.getByLabel("Username").fill(persona("postpaid-current").username);
    await page.getByLabel("Password", { exact: true }).focus();
    await expect(page.getByText("Username already exists. Kindly choose again.")).toBeVisible();

    await fillLoginDetails(page, "ignacio.flores", "ignacio.flores@example.com");
    // An emptied phone is removed from billing, a new one added (spec 001 §4).
    await page.getByLabel("Mobile Phone").fill("");
    await page.getByLabel("Work Phone").fill("(671) 555-0303");
    await page.getByLabel("Password", { exact: true }).focus();
    await expect(page.getByText("Username already exists. Kindly choose again.")).toHaveCount(0);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for signing up!" })).toBeVisible();
    await expect(page.getByText(/follow the confirmation link we have just sent by e-mail/)).toBeVisible();
    // Nothing is active before the e-mailed link is followed.
    await page.getByRole("link", { name: "Login Here" }).click();
    await logIn(page, "ignacio.flores", "Welcome#2026");
    await expect(page.getByText("Your sign-up is not confirmed yet.", { exact: false })).toBeVisible();
    // Ignacio has no e-mail on file: the link goes to the one he entered.
    await confirmSignUpFromMail(page, stack, "ignacio.flores@example.com");
    const mail = await mailTo(stack, "ignacio.flores@example.com", SUBJECTS.signedUp);
    expect(mail.text).toContain("Your username is ignacio.flores.");
    const billing = await fetch(`${stack.ccb}/rest/apis/cm/persons/details`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ PersonID: who.personId }),
    });
    expect(((await billing.json()) as { contactNumbers: unknown[] }).contactNumbers).toEqual([
      { PhoneType: "BUSN-PHONE", PhoneNumber: "(671) 555-0303", Sequence: 2 },
    ]);

    await page.getByRole("link", { name: "Login Here" }).click();
    await logIn(page, "ignacio.flores", "Welcome#2026");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  for (const source of ["PREM", "ACOV"]) {
    test(`${source}: the billing zip of its bill address source signs the customer up`, async ({
      page,
      stack,
    }) => {
      const who = unregistered(source);
      await signUpSteps1And2(page, who);
      // The e-mail on file (PREM's Dolores has one) is filled in masked; ACOV's has none, so it is asked twice.
      await expect(page.getByLabel("Email Address", { exact: true })).toHaveValue(
        who.email ? `${who.email.slice(0, 2)}${"*".repeat(who.email.length - 2)}` : "",
      );
      await expect(page.getByLabel("Confirm Email Address")).toHaveCount(who.email ? 0 : 1);
      await fillLoginDetails(page, `new.${source.toLowerCase()}`, `new.${source.toLowerCase()}@example.com`);
      await page.getByRole("button", { name: "Submit" }).click();
      await expect(page.getByRole("heading", { name: "Thank you for signing up!" })).toBeVisible();
      // The link goes to the e-mail on file when there is one; the new e-mail is saved on confirmation.
      await confirmSignUpFromMail(page, stack, who.email ?? `new.${source.toLowerCase()}@example.com`);
      await mailTo(stack, `new.${source.toLowerCase()}@example.com`, SUBJECTS.signedUp);
    });
  }

  test("an unknown bill address source and an account already registered are refused", async ({ page }) => {
    await page.goto("/sign-up");
    await page.getByLabel("Account Number").fill(unregistered("XXX").accountId);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("alert")).toHaveText("No bill address source found!");
    await page.getByLabel("Account Number").fill(persona("postpaid-current").accounts[0]!.accountId);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(
      page.getByText("This account is already registered. Please log in, or use Forgot Username."),
    ).toBeVisible();
  });
  test("too many account checks from one browser address are refused with a message", async ({
    page,
    stack,
  }) => {
    const address = "203.0.113.50";
    for (let check = 1; check <= 30; check++) {
      await fetch(`${stack.bff}/api/v1/check-account-number`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-paygpa-portal-key": E2E_PORTAL_KEY,
          "x-forwarded-for": address,
        },
        body: JSON.stringify({ accountId: "9999999999" }),
      });
    }
    await page.setExtraHTTPHeaders({ "x-forwarded-for": address });
    await page.goto("/sign-up");
    await page.getByLabel("Account Number").fill(unregistered("PER").accountId);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Too many attempts from your connection. Please wait a minute, then try again.",
    );
  });
});

test.describe("forgotten credentials", () => {
  test("a locked customer resets the password through the e-mailed link and logs in", async ({
    page,
    stack,
  }) => {
    const who = persona("locked");
    await page.goto("/");
    await page.getByRole("button", { name: "Forgot Password" }).click();
    const dialog = page.getByRole("dialog", { name: "Forgot Password" });
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog.getByText("Please enter your Account Number.")).toBeVisible();
    await expect(dialog.getByText("Please enter your Username.")).toBeVisible();
    await dialog.getByLabel("Account Number").fill(who.accounts[0]!.accountId);
    await dialog.getByLabel("Username").fill("nobody.here");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog.getByText("Username doesn't exist")).toBeVisible();
    await dialog.getByLabel("Username").fill(who.username);
    await dialog.getByRole("button", { name: "Continue" }).click();

    await dialog.getByLabel("Security Answer").fill("certainly wrong");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByText("Security Answer is not valid.")).toBeVisible();
    await dialog.getByLabel("Security Answer").fill(who.securityAnswer.toUpperCase());
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("dialog", { name: "Password Request Processed" })).toBeVisible();

    const mail = await mailTo(stack, who.email, SUBJECTS.newPassword);
    // The token rides in the fragment; the page takes it out of the address bar at once.
    const link = new URL(/https?:\/\/\S+\/reset-password#\S+/.exec(mail.text)![0]);
    expect(link.pathname).toBe("/reset-password");
    // A link of the old form (token in the path) is moved to the fragment form.
    await page.goto(`/reset-password/${link.hash.slice(1)}`);
    await expect(page.getByLabel("New Password", { exact: true })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/reset-password");
    await page.goto("/faq");
    await page.goto(`${link.pathname}${link.hash}`);
    await expect(page.getByLabel("New Password", { exact: true })).toBeVisible();
    expect(new URL(page.url()).hash).toBe("");
    await page.getByLabel("New Password", { exact: true }).fill("short");
    await page.getByLabel("Confirm New Password").fill("short");
    await page.getByRole("button", { name: "Save New Password" }).click();
    await expect(page.getByText("Your password must be between 8 – 15 characters long")).toBeVisible();
    await page.getByLabel("New Password", { exact: true }).fill("P@ssw0rd");
    await page.getByLabel("Confirm New Password").fill("P@ssw0rd");
    await page.getByRole("button", { name: "Save New Password" }).click();
    await expect(page.getByText("This password is too common. Please choose another one.")).toBeVisible();
    await page.getByLabel("New Password", { exact: true }).fill("Unlocked#26");
    await page.getByLabel("Confirm New Password").fill("Unlocked#26");
    await page.getByRole("button", { name: "Save New Password" }).click();
    await expect(page.getByText("Your password has been changed.")).toBeVisible();

    // The link works once.
    await page.goto(`${link.pathname}${link.hash}`);
    await expect(page.getByRole("alert")).toContainText("not valid or has expired");

    await logIn(page, who.username, "Unlocked#26");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a password reset ends the customer's session in another browser", async ({
    page,
    browser,
    stack,
  }) => {
    const who = persona("postpaid-current");
    await logIn(page, who.username, who.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    // Elsewhere, someone with the e-mail resets the password.
    const post = (path: string, body: object) =>
      fetch(`${stack.bff}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }).then((response) => response.json() as Promise<{ flowId: string }>);
    const { flowId } = await post("/api/v1/forgot-password", {
      accountId: who.accounts[0]!.accountId,
      username: who.username,
    });
    await post("/api/v1/send-email-forgot-password", { flowId, answer: who.securityAnswer });
    const link = new URL(
      /https?:\/\/\S+\/reset-password#\S+/.exec(
        (await mailTo(stack, who.email, SUBJECTS.newPassword)).text,
      )![0],
    );
    const elsewhere = await browser.newPage();
    await elsewhere.goto(`${link.pathname}${link.hash}`);
    await elsewhere.getByLabel("New Password", { exact: true }).fill("Brand#New26");
    await elsewhere.getByLabel("Confirm New Password").fill("Brand#New26");
    await elsewhere.getByRole("button", { name: "Save New Password" }).click();
    await expect(elsewhere.getByText("Your password has been changed.")).toBeVisible();
    await elsewhere.close();

    await page.reload();
    await expect(page).toHaveURL(/\/(\?.*)?$/);
    await expect(page.getByRole("button", { name: "Log In" })).toBeVisible();
  });

  test("forgot username e-mails the username after the security question; the demo mail viewer shows it", async ({
    page,
    stack,
  }) => {
    const who = persona("postpaid-overdue");
    await page.goto("/?dialog=forgot-username");
    const dialog = page.getByRole("dialog", { name: "Forgot Username" });
    await dialog.getByLabel("Account Number").fill(who.accounts[0]!.accountId);
    await dialog.getByLabel("Email Address").fill("someone@example.com");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog.getByText("Email address does not match")).toBeVisible();
    await dialog.getByLabel("Email Address").fill(who.email);
    await dialog.getByRole("button", { name: "Continue" }).click();
    await dialog.getByLabel("Security Answer").fill(who.securityAnswer);
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("dialog", { name: "Username Request Processed" })).toBeVisible();
    expect((await mailTo(stack, who.email, SUBJECTS.username)).text).toContain(
      `Your username is: ${who.username}`,
    );
    // QA and trainers read the same mail in the demo mail viewer, once they have given the control token.
    const viewer = `/demo/mail?to=${encodeURIComponent(who.email)}`;
    await page.goto(viewer);
    await expect(page.getByRole("heading", { name: "Control token" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "PayGPA: your username" })).toHaveCount(0);
    await page.goto(`${viewer}&token=${controlToken()}`);
    await expect(page).toHaveURL(viewer);
    await expect(page.getByRole("heading", { name: "PayGPA: your username" })).toBeVisible();
  });
});

test.describe("signed-in pages", () => {
  test("survey: questions after the fourth are required, then it is submitted", async ({ page }) => {
    const who = persona("postpaid-current");
    await logIn(page, who.username, who.password);
    await page.getByRole("link", { name: "Survey" }).click();
    await expect(page.getByRole("group")).toHaveCount(10);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Please select or enter a value for this question")).toHaveCount(6);
    for (let n = 5; n <= 9; n++) {
      await page
        .getByRole("group", { name: new RegExp(`^${n}\\. `) })
        .getByRole("radio")
        .first()
        .check();
    }
    await page
      .getByRole("group", { name: /^10\. / })
      .getByRole("textbox")
      .fill("Nothing, thank you.");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Thank you for taking the time to answer our survey!")).toBeVisible();
  });

  test("help & support: required fields, then the feedback is sent", async ({ page }) => {
    const who = persona("postpaid-current");
    await logIn(page, who.username, who.password);
    await page.getByRole("link", { name: "Help & Support" }).click();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Please enter your First Name.")).toBeVisible();
    await expect(page.getByText("Please enter your Last Name.")).toBeVisible();
    await expect(page.getByText("Please enter your Email Address.")).toBeVisible();
    await expect(page.getByText("Please enter your Message.")).toBeVisible();
    await page.getByLabel("First Name").fill("Maria");
    await page.getByLabel("Last Name").fill("Cruz");
    await page.getByLabel("Email Address").fill(who.email);
    await page.getByLabel("Complaint").check();
    await page.getByLabel("Message").fill("The streetlight on my road is out.");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Submit Successfully!" })).toBeVisible();
  });

  test("after 15 idle minutes the browser ends the session and returns to the login page", async ({
    page,
  }) => {
    await page.clock.install();
    const who = persona("postpaid-current");
    await logIn(page, who.username, who.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.clock.fastForward("14:00");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.clock.fastForward("01:10");
    await expect(page).toHaveURL(/\/\?expired=1$/);
    await expect(page.getByText("Your session has ended after 15 minutes without activity.")).toBeVisible();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/(\?expired=1)?$/);
  });
});
