/** Demo content in both languages (issue 20): articles, a FAQ of 10 questions in 3 groups, a landing page. */

export interface DemoContent {
  categories: { slug: string; name: string }[];
  articles: {
    slug: string;
    category: number;
    title: string;
    perex: string;
    body: string;
    author: string;
    daysAgo: number;
  }[];
  faq: { title: string; items: [string, string][] }[];
  landing: {
    slug: string;
    title: string;
    seo: string;
    hero: { title: string; subtitle: string; cta: string };
    strip: string;
    text: { title: string; body: string };
    banner: { title: string; text: string };
    faqTitle: string;
    countdown: { title: string; text: string };
  };
}

export const DEMO_CONTENT: Record<"cs" | "ro", DemoContent> = {
  cs: {
    categories: [
      { slug: "rady-a-tipy", name: "Rady a tipy" },
      { slug: "vykup-a-servis", name: "Výkup a servis" },
    ],
    articles: [
      {
        slug: "jak-vybrat-telefon",
        category: 0,
        title: "Jak vybrat nový telefon",
        perex: "Displej, baterie, fotoaparát a aktualizace: na co se dívat, než si vyberete.",
        body: "## Displej\nPro většinu lidí stačí 6,1 až 6,7 palce. **OLED** má lepší kontrast a šetří baterii.\n\n## Baterie\n- kapacita nad 4 000 mAh vydrží celý den\n- rychlé nabíjení od 25 W\n\n## Aktualizace\nPtejte se, kolik let výrobce slibuje aktualizace. Více najdete v [porovnání telefonů](/porovnani/telefony/).",
        author: "Lenka Nová",
        daysAgo: 2,
      },
      {
        slug: "pece-o-baterii",
        category: 0,
        title: "Pět zvyků, které prodlouží život baterie",
        perex: "Baterie stárne vždy, ale jak rychle, záleží na vás.",
        body: "1. Nenechávejte telefon na slunci.\n2. Nabíjejte mezi 20 a 80 %.\n3. Používejte kvalitní nabíječku.\n4. Zapněte optimalizované nabíjení.\n5. Při dlouhém skladování nechte baterii nabitou napůl.\n\n> Výměnu baterie zvládne náš [servis](/servis/) obvykle do hodiny.",
        author: "Tomáš Skladník",
        daysAgo: 9,
      },
      {
        slug: "kolik-dostanu-za-stary-telefon",
        category: 1,
        title: "Kolik dostanu za starý telefon?",
        perex: "Jak funguje výkup, co ovlivní cenu a proč se vyplatí prodat telefon včas.",
        body: "Cenu určuje model, paměť a **stav zařízení** (A+ až D). Nacenění získáte online za minutu ve [výkupu](/vykup/).\n\nPeníze posíláme na účet do 3 pracovních dnů od přijetí zařízení.",
        author: "Lenka Nová",
        daysAgo: 16,
      },
    ],
    faq: [
      {
        title: "Objednávka a doprava",
        items: [
          [
            "Kdy mi zboží dorazí?",
            "Zboží skladem odesíláme **týž pracovní den** při objednávce do 14:00. Doručení obvykle trvá 1–2 pracovní dny.",
          ],
          [
            "Mohu si zboží vyzvednout na prodejně?",
            "Ano. Rezervace je připravená do 30 minut; prodejny najdete na stránce [Prodejny](/prodejny/).",
          ],
          ["Kolik stojí doprava?", "Doprava na výdejní místo stojí od 59 Kč, nad 3 000 Kč je zdarma."],
          ["Mohu platit na splátky?", "Ano, v košíku si vyberete splátkovou společnost a počet splátek."],
        ],
      },
      {
        title: "Výkup zařízení",
        items: [
          [
            "Jak výkup probíhá?",
            "Vyberete model a stav, získáte nacenění a zařízení pošlete zdarma nebo přinesete na prodejnu.",
          ],
          [
            "Co když se stav zařízení liší?",
            "Pošleme vám nové nacenění. Pokud nesouhlasíte, zařízení vám zdarma vrátíme.",
          ],
          [
            "Musím telefon před odesláním vymazat?",
            "Ano, vypněte **Najít iPhone** nebo odhlaste účet Google a obnovte tovární nastavení.",
          ],
        ],
      },
      {
        title: "Záruka a servis",
        items: [
          [
            "Jak dlouhá je záruka?",
            "Na nové zboží 24 měsíců, na repasované 12 měsíců. Záruku lze prodloužit.",
          ],
          [
            "Jak reklamovat zboží?",
            "Vyplňte reklamační formulář u objednávky nebo přineste zboží na kteroukoli prodejnu.",
          ],
          [
            "Jak dlouho trvá oprava?",
            "Běžné opravy, jako výměna displeje nebo baterie, zvládneme do hodiny.",
          ],
        ],
      },
    ],
    landing: {
      slug: "black-friday",
      title: "Black Friday",
      seo: "Black Friday: slevy na telefony a výkup s bonusem",
      hero: {
        title: "Black Friday je tady",
        subtitle: "Slevy na telefony, tablety i hodinky. Jen do neděle.",
        cta: "Ukázat telefony",
      },
      strip: "Nejprodávanější telefony",
      text: {
        title: "Proč nakoupit u nás",
        body: "- **30 dní** na vrácení bez udání důvodu\n- výkup starého telefonu s bonusem\n- servis a výměna baterie do hodiny",
      },
      banner: { title: "Vykoupíme váš starý telefon", text: "Nacenění online za minutu." },
      faqTitle: "Časté dotazy k objednávce",
      countdown: {
        title: "Akce končí už brzy",
        text: "Telefony na pronájem s měsíční splátkou, jen do konce akce.",
      },
    },
  },
  ro: {
    categories: [
      { slug: "sfaturi", name: "Sfaturi" },
      { slug: "rascumparare-si-service", name: "Răscumpărare și service" },
    ],
    articles: [
      {
        slug: "cum-alegi-un-telefon",
        category: 0,
        title: "Cum alegi un telefon nou",
        perex: "Ecran, baterie, cameră și actualizări: la ce să fii atent înainte să alegi.",
        body: "## Ecranul\nPentru majoritatea oamenilor ajung 6,1–6,7 inci. **OLED** are contrast mai bun.\n\n## Bateria\n- peste 4 000 mAh rezistă o zi întreagă\n- încărcare rapidă de la 25 W\n\n## Actualizări\nÎntrebați câți ani de actualizări promite producătorul.",
        author: "Ioana Popescu",
        daysAgo: 2,
      },
      {
        slug: "ingrijirea-bateriei",
        category: 0,
        title: "Cinci obiceiuri care prelungesc viața bateriei",
        perex: "Bateria îmbătrânește oricum, dar cât de repede depinde de tine.",
        body: "1. Nu lăsa telefonul în soare.\n2. Încarcă între 20 și 80 %.\n3. Folosește un încărcător de calitate.\n4. Activează încărcarea optimizată.\n5. La depozitare îndelungată lasă bateria pe jumătate încărcată.",
        author: "Andrei Ionescu",
        daysAgo: 9,
      },
      {
        slug: "cat-primesc-pe-telefonul-vechi",
        category: 1,
        title: "Cât primesc pe telefonul vechi?",
        perex: "Cum funcționează răscumpărarea și ce influențează prețul.",
        body: "Prețul depinde de model, memorie și **starea dispozitivului** (A+ până la D). Evaluarea o obții online într-un minut în secțiunea [Răscumpărare](/buyback/).",
        author: "Ioana Popescu",
        daysAgo: 16,
      },
    ],
    faq: [
      {
        title: "Comandă și livrare",
        items: [
          [
            "Când ajunge comanda?",
            "Produsele din stoc le expediem **în aceeași zi lucrătoare** pentru comenzile până la ora 14:00.",
          ],
          ["Pot ridica produsul din magazin?", "Da. Rezervarea este gata în 30 de minute."],
          [
            "Cât costă livrarea?",
            "Livrarea la punct de ridicare costă de la 15 lei; peste 600 lei este gratuită.",
          ],
          ["Pot plăti în rate?", "Da, în coș alegeți compania de credit și numărul de rate."],
        ],
      },
      {
        title: "Răscumpărare",
        items: [
          [
            "Cum funcționează răscumpărarea?",
            "Alegeți modelul și starea, primiți evaluarea și trimiteți dispozitivul gratuit.",
          ],
          [
            "Ce se întâmplă dacă starea diferă?",
            "Vă trimitem o nouă evaluare. Dacă nu sunteți de acord, vă returnăm gratuit dispozitivul.",
          ],
          [
            "Trebuie să șterg telefonul?",
            "Da, dezactivați **Găsește iPhone** sau deconectați contul Google și resetați la setările din fabrică.",
          ],
        ],
      },
      {
        title: "Garanție și service",
        items: [
          ["Cât durează garanția?", "24 de luni pentru produse noi, 12 luni pentru cele recondiționate."],
          [
            "Cum fac o reclamație?",
            "Completați formularul de reclamație la comandă sau aduceți produsul în orice magazin.",
          ],
          [
            "Cât durează o reparație?",
            "Reparațiile obișnuite, ca înlocuirea ecranului sau a bateriei, durează până la o oră.",
          ],
        ],
      },
    ],
    landing: {
      slug: "black-friday",
      title: "Black Friday",
      seo: "Black Friday: reduceri la telefoane și răscumpărare cu bonus",
      hero: {
        title: "A venit Black Friday",
        subtitle: "Reduceri la telefoane, tablete și ceasuri. Doar până duminică.",
        cta: "Vezi telefoanele",
      },
      strip: "Cele mai vândute telefoane",
      text: {
        title: "De ce să cumperi de la noi",
        body: "- **30 de zile** pentru retur fără motiv\n- răscumpărarea telefonului vechi, cu bonus\n- service și schimbarea bateriei într-o oră",
      },
      banner: { title: "Cumpărăm telefonul tău vechi", text: "Evaluare online într-un minut." },
      faqTitle: "Întrebări frecvente despre comandă",
      countdown: {
        title: "Oferta se încheie în curând",
        text: "Telefoane în leasing cu rată lunară, doar până la finalul campaniei.",
      },
    },
  },
};
