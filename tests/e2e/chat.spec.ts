import { DEMO, expect, hydrated, login, test } from "./support/test.js";

/**
 * Support chat (issue 20), in two browsers: a shopper opens the launcher and starts a chat; a
 * staff member with the chat page open sees it appear in the queue without a reload, takes it and
 * answers with a canned answer; the shopper sees the answer live and asks for the transcript,
 * which staff find in the e-mail outbox.
 */
test("a shopper and staff chat live in two browsers", async ({ page, browser }) => {
  const stamp = Date.now();
  const name = `Eva ${stamp}`;
  const question = `Máte iPhone 16 skladem? (${stamp})`;

  // Staff first, with the queue open.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await login(staff, DEMO.staff.email, DEMO.staff.password);
  await staff.goto("/staff/chat/");
  await hydrated(staff);
  await expect(staff.getByRole("heading", { name: "Chat se zákazníky" })).toBeVisible();
  const queue = staff.getByRole("region", { name: "Fronta konverzací" });

  // The shopper opens the launcher on the home page: the channels, then the chat.
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("button", { name: "Podpora" }).click();
  const panel = page.getByRole("dialog", { name: "Jak vám můžeme pomoci?" });
  await expect(panel.getByRole("link", { name: /Telefon: \+420/ })).toBeVisible();
  await expect(panel.getByText(/Nyní (otevřeno|zavřeno)/)).toBeVisible();
  await expect(panel.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  await expect(panel.getByRole("link", { name: "Messenger" })).toBeVisible();
  await panel.getByRole("button", { name: "Chat s námi" }).click();
  const chat = page.getByRole("dialog", { name: "Chat s podporou" });
  // The name is asked before the first message.
  await chat.getByRole("button", { name: "Začít chat" }).click();
  await expect(chat.getByRole("alert").first()).toContainText("Tato hodnota je požadována.");
  await chat.getByLabel("Vaše jméno").fill(name);
  await chat.getByLabel(/^E-mail/).fill(`eva.${stamp}@example.cz`);
  await chat.getByLabel("Zpráva").fill(question);
  await chat.getByRole("button", { name: "Začít chat" }).click();
  await expect(chat.getByText(question)).toBeVisible();

  // It appears in staff's queue live, unassigned; staff take it and answer with a canned answer.
  const item = queue.getByRole("button", { name: new RegExp(name) });
  await expect(item).toBeVisible();
  await expect(item).toContainText("Nepřiřazeno");
  await item.click();
  await expect(staff.getByRole("heading", { name })).toBeVisible();
  await staff.getByRole("button", { name: "Převzít" }).click();
  await expect(item).toContainText("Řeší: Tomáš");
  await staff.getByLabel("Vložit hotovou odpověď").selectOption({ label: "Pozdrav" });
  await expect(staff.getByRole("textbox", { name: "Odpověď" })).toHaveValue(
    "Dobrý den, děkujeme za zprávu. Jak vám můžeme pomoci?",
  );
  await staff.getByRole("button", { name: "Odeslat" }).click();

  // The shopper sees it without reloading, and asks for the transcript by e-mail.
  await expect(chat.getByText("Dobrý den, děkujeme za zprávu. Jak vám můžeme pomoci?")).toBeVisible();
  await expect(chat.getByText(/^Tomáš ·/)).toBeVisible();
  await chat.getByLabel("Zpráva").fill("Děkuji, to je vše.");
  await chat.getByRole("button", { name: "Odeslat" }).click();
  // In the open conversation (the queue may show the same words as its last message).
  await expect(staff.locator("ol").getByText("Děkuji, to je vše.")).toBeVisible();
  await chat.getByRole("button", { name: "poslat přepis e-mailem" }).click();
  await chat.getByRole("button", { name: "Poslat přepis" }).click();
  await expect(chat.getByRole("status").filter({ hasText: "Přepis jsme poslali e-mailem." })).toBeVisible();

  // The transcript went through the outbox.
  await staff.goto("/staff/outbox/");
  await hydrated(staff);
  await expect(staff.getByText(`eva.${stamp}@example.cz`).first()).toBeVisible();
  await staffContext.close();
});
