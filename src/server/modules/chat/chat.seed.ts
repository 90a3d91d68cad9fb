import type { AppContext } from "../../platform/context.js";
import { findUserByEmail } from "../accounts/accounts.service.js";
import * as q from "./chat.queries.js";

/** Canned answers staff start with, in both languages (each market's staff answer in its language). */
const CANNED: { language: "cs" | "ro"; title: string; body: string }[] = [
  { language: "cs", title: "Pozdrav", body: "Dobrý den, děkujeme za zprávu. Jak vám můžeme pomoci?" },
  {
    language: "cs",
    title: "Stav objednávky",
    body: "Stav objednávky najdete pod odkazem v potvrzovacím e-mailu. Pošlete nám prosím číslo objednávky a hned se podíváme.",
  },
  {
    language: "cs",
    title: "Výkup",
    body: "Za zařízení vám hned na webu spočítáme cenu ve výkupu; zaslání je zdarma a peníze posíláme do 3 pracovních dnů od převzetí.",
  },
  { language: "cs", title: "Rozloučení", body: "Rádi jsme pomohli. Přejeme hezký den!" },
  { language: "ro", title: "Salut", body: "Bună ziua, vă mulțumim pentru mesaj. Cu ce vă putem ajuta?" },
  {
    language: "ro",
    title: "Starea comenzii",
    body: "Starea comenzii o găsiți la linkul din e-mailul de confirmare. Trimiteți-ne vă rugăm numărul comenzii și verificăm imediat.",
  },
  {
    language: "ro",
    title: "Răscumpărare",
    body: "Prețul de răscumpărare îl calculați direct pe site; transportul este gratuit, iar banii îi trimitem în 3 zile lucrătoare de la primire.",
  },
  { language: "ro", title: "La revedere", body: "Ne bucurăm că am putut ajuta. O zi bună!" },
];

/** Demo data: the canned answers and one closed conversation of the demo customer with staff. */
export async function seedChat(ctx: AppContext): Promise<void> {
  for (const c of CANNED)
    if (!(await q.selectCannedByTitle(ctx.db, c.language, c.title))) await q.insertCanned(ctx.db, c);
  if ((await q.countConversations(ctx.db)) > 0) return;
  const customer = await findUserByEmail(ctx, "zakaznik@example.cz");
  const staff = await findUserByEmail(ctx, "staff@mobilcentrum.cz");
  const cz = ctx.market.code === "cz";
  await ctx.db.transaction(async (tx) => {
    const c = await q.insertConversation(tx, {
      userId: customer?.id ?? null,
      name: cz ? "Jana" : "Ioana",
      email: cz ? "zakaznik@example.cz" : "client@example.ro",
      language: ctx.market.language,
    });
    const lines: [author: "customer" | "staff", body: string][] = cz
      ? [
          ["customer", "Dobrý den, dá se u vás vyzvednout objednávka i v sobotu?"],
          [
            "staff",
            "Dobrý den, ano: prodejny mají v sobotu otevřeno 9–13 h. Vyberte si prodejnu jako místo vyzvednutí.",
          ],
          ["customer", "Děkuji, to stačí."],
        ]
      : [
          ["customer", "Bună ziua, pot ridica o comandă și sâmbăta?"],
          [
            "staff",
            "Bună ziua, da: magazinele sunt deschise sâmbăta între 9 și 13. Alegeți magazinul ca loc de ridicare.",
          ],
          ["customer", "Mulțumesc, atât."],
        ];
    for (const [author, body] of lines)
      await q.insertMessage(tx, {
        conversationId: c.id,
        author,
        staffUserId: author === "staff" ? (staff?.id ?? null) : null,
        body,
      });
    if (staff) await q.updateAssignee(tx, c.id, null, staff.id);
    await q.updateStaffRead(tx, c.id);
    await q.updateClosed(tx, c.id);
  });
}
