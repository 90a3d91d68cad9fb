import { DEMO, expect, hydrated, login, test } from "./support/test.js";

/**
 * Staff accounts and roles (issue 17): the admin creates a warehouse worker, who sees only the
 * warehouse, orders and tasks entries, is told a catalogue page is not theirs, and finds the task
 * the admin gave them on the dashboard; disabled, they can no longer log in.
 */
test("an admin creates a warehouse user, gives them a task, and disables them", async ({ page, browser }) => {
  const stamp = Date.now();
  const email = `sklad-${stamp}@mobilcentrum.cz`;
  const password = "Sklad123!x";
  const taskTitle = `Přeskladnit příslušenství ${stamp}`;

  await login(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto("/staff/team/users/");
  await hydrated(page);
  await page.getByRole("button", { name: "Nový uživatel" }).click();
  const form = page.getByRole("form", { name: "Nový uživatel" });
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Počáteční heslo").fill(password);
  await form.getByLabel("Jméno").fill("Petr");
  await form.getByLabel("Příjmení").fill(`Skladník ${stamp}`);
  await form.getByLabel("Role").selectOption({ label: "Sklad" });
  await form.getByRole("button", { name: "Vytvořit účet" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Účet byl vytvořen." })).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: email });
  await expect(card).toContainText("Sklad");
  await expect(card).toContainText("Zatím nikdy");

  // A task for the new colleague: only staff who may open orders and tasks are offered.
  await page.goto("/staff/team/tasks/");
  await hydrated(page);
  await page.getByText("Nový úkol").click();
  const taskForm = page.getByRole("form", { name: "Nový úkol" });
  await taskForm.getByLabel("Úkol").fill(taskTitle);
  await taskForm.getByLabel("Řešitel").selectOption({ label: `Petr Skladník ${stamp} (Sklad)` });
  await taskForm.getByRole("button", { name: "Přidat úkol" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Úkol byl přidán." })).toBeVisible();

  // The warehouse worker, in a browser of their own.
  const worker = await (await browser.newContext()).newPage();
  await login(worker, email, password);
  await worker.goto("/staff/");
  await hydrated(worker);
  const menu = worker.getByRole("navigation", { name: "Menu administrace" });
  for (const entry of ["Přehled", "Objednávky", "Úkoly"])
    await expect(menu.getByRole("link", { name: entry, exact: true })).toBeVisible();
  for (const entry of ["Produkty", "Slevy", "Uživatelé administrace", "Faktury", "Výkupy"])
    await expect(menu.getByRole("link", { name: entry, exact: true })).toHaveCount(0);
  // Every entry is the dashboard, orders, tasks or the warehouse's and shipping's own screens.
  for (const href of await menu
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href"))))
    expect(href).toMatch(/^\/staff\/((orders|team\/tasks)\/|(warehouse|shipping)\/.*)?$/);
  await expect(menu.getByRole("button", { name: "Vyčistit cache" })).toHaveCount(0);
  const mine = worker.getByRole("region", { name: "Moje úkoly" });
  await expect(mine.getByRole("listitem", { name: taskTitle })).toBeVisible();

  // A second task while the worker looks at the dashboard: it appears there without a reload.
  const second = `Doplnit štítky ${stamp}`;
  await page.getByRole("form", { name: "Nový úkol" }).getByLabel("Úkol").fill(second);
  await taskForm.getByLabel("Řešitel").selectOption({ label: `Petr Skladník ${stamp} (Sklad)` });
  await taskForm.getByRole("button", { name: "Přidat úkol" }).click();
  await expect(mine.getByRole("listitem", { name: second })).toBeVisible();

  await worker.goto("/staff/catalog/products/");
  await hydrated(worker);
  await expect(worker.getByRole("alert")).toContainText("Na tuto stránku nemáte oprávnění");
  await expect(worker.getByRole("navigation", { name: "Menu administrace" })).toBeVisible();

  // The admin disables the account: the worker is logged out and cannot log in again.
  await page.goto("/staff/team/users/");
  await hydrated(page);
  await card.getByRole("button", { name: /^Zablokovat/ }).click();
  await card.getByRole("button", { name: "Zablokovat", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Účet je zablokovaný" })).toBeVisible();
  await expect(card).toContainText("Zablokovaný");

  await worker.goto("/staff/");
  await worker.waitForURL(/prihlasit/);
  await hydrated(worker);
  const main = worker.getByRole("main");
  await main.getByLabel("E-mail").fill(email);
  await main.getByLabel(/^Heslo/).fill(password);
  await worker.getByRole("button", { name: "Přihlásit se" }).click();
  await expect(worker.getByRole("alert").filter({ hasText: "Tento účet je zablokovaný." })).toBeVisible();
  await worker.context().close();
});
