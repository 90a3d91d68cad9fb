import type { Market } from "../../../domain/market.js";
import { formatPrice } from "../../../domain/money.js";

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const TEXT = {
  cs: {
    title: "Platební brána (sandbox)",
    card: "Číslo karty",
    pay: "Zaplatit",
    cancel: "Zrušit platbu",
    hint: "Testovací karta 4000 0000 0000 0002 je zamítnuta, ostatní platné karty projdou.",
    ref: "Objednávka",
    done: "Platba již byla dokončena.",
  },
  ro: {
    title: "Procesator de plăți (sandbox)",
    card: "Numărul cardului",
    pay: "Plătește",
    cancel: "Anulează plata",
    hint: "Cardul de test 4000 0000 0000 0002 este refuzat, celelalte carduri valide trec.",
    ref: "Comanda",
    done: "Plata a fost deja finalizată.",
  },
};

/** The hosted payment page a real gateway would show: amount, card number, pay or cancel. */
export function sandboxPaymentPage(p: {
  id: string;
  amount: number;
  reference: string;
  state: string;
  market: Market;
  error?: string;
}): string {
  const t = p.market.language === "ro" ? TEXT.ro : TEXT.cs;
  const body =
    p.state !== "CREATED"
      ? `<p>${t.done}</p>`
      : `<form method="post" action="" style="display:grid;gap:12px">
  <label for="card" style="font-weight:600">${t.card}</label>
  <input id="card" name="card_number" inputmode="numeric" autocomplete="cc-number" value="4111 1111 1111 1111" required
    style="font-size:18px;padding:10px;border:1px solid #94a3b8;border-radius:8px">
  ${p.error ? `<p role="alert" style="color:#b91c1c;margin:0">${esc(p.error)}</p>` : ""}
  <button name="action" value="pay" style="font-size:18px;padding:12px;border:0;border-radius:8px;background:#15803d;color:#fff;cursor:pointer">${t.pay} ${esc(formatPrice(p.amount, p.market))}</button>
  <button name="action" value="cancel" style="font-size:16px;padding:10px;border:1px solid #94a3b8;border-radius:8px;background:#fff;cursor:pointer">${t.cancel}</button>
  <p style="font-size:13px;color:#475569;margin:0">${t.hint}</p>
</form>`;
  return `<!doctype html><html lang="${p.market.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t.title}</title><link rel="icon" href="data:,"></head>
<body style="font-family:system-ui,sans-serif;background:#f1f5f9;margin:0;padding:24px">
<main style="max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px #0002">
<h1 style="font-size:20px;margin:0 0 8px">${t.title}</h1>
<p style="margin:0 0 16px;color:#334155">${t.ref} ${esc(p.reference)} · <strong>${esc(formatPrice(p.amount, p.market))}</strong></p>
${body}
</main></body></html>`;
}
