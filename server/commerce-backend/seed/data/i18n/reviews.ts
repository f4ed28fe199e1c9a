import type { LanguageCode } from '~/markets';

export interface ReviewText {
  readonly title: string;
  readonly text: string;
}

/** Review languages: reviews are written by shoppers, so only a few languages are represented. */
export const REVIEW_LANGUAGES = ['en', 'de', 'cs', 'sk', 'fr', 'pl'] as const satisfies readonly LanguageCode[];
export type ReviewLanguage = (typeof REVIEW_LANGUAGES)[number];

/** Texts per language and star rating (index 0 = 1 star … 4 = 5 stars), two per rating. */
export const REVIEW_TEXTS: Readonly<Record<ReviewLanguage, readonly (readonly ReviewText[])[]>> = {
  en: [
    [{ title: 'Stopped working', text: 'Stopped working after two weeks on site. The replacement took far too long.' },
      { title: 'Disappointed', text: 'Feels cheap and the motor overheats quickly. I would not buy it again.' }],
    [{ title: 'Below expectations', text: 'It does the job for light work, but struggles with anything demanding.' },
      { title: 'Mediocre', text: 'Poor build quality for the price. The case was damaged on arrival.' }],
    [{ title: 'Okay for the money', text: 'Solid enough for occasional use. A bit loud and heavier than expected.' },
      { title: 'Average', text: 'Works as described, nothing more. The manual could be clearer.' }],
    [{ title: 'Good tool', text: 'Reliable and well balanced. Only the carrying case could be sturdier.' },
      { title: 'Recommended', text: 'Good value for professional use. Delivery was fast and well packed.' }],
    [{ title: 'Excellent', text: 'Used it daily for three months on site without a single problem. Great power.' },
      { title: 'Top quality', text: 'Precise, powerful and comfortable to hold. Exactly what our crew needed.' }],
  ],
  de: [
    [{ title: 'Nach kurzer Zeit defekt', text: 'Nach zwei Wochen auf der Baustelle ausgefallen. Der Austausch dauerte viel zu lange.' },
      { title: 'Enttäuscht', text: 'Wirkt billig und der Motor wird schnell heiß. Würde ich nicht wieder kaufen.' }],
    [{ title: 'Unter den Erwartungen', text: 'Für leichte Arbeiten in Ordnung, bei schweren Aufgaben schnell am Limit.' },
      { title: 'Mittelmäßig', text: 'Verarbeitung für den Preis schwach. Der Koffer kam beschädigt an.' }],
    [{ title: 'Für den Preis okay', text: 'Solide für gelegentlichen Einsatz. Etwas laut und schwerer als gedacht.' },
      { title: 'Durchschnittlich', text: 'Funktioniert wie beschrieben, mehr nicht. Die Anleitung könnte klarer sein.' }],
    [{ title: 'Gutes Werkzeug', text: 'Zuverlässig und gut ausbalanciert. Nur der Koffer könnte stabiler sein.' },
      { title: 'Empfehlenswert', text: 'Gutes Preis-Leistungs-Verhältnis für Profis. Schnelle Lieferung, gut verpackt.' }],
    [{ title: 'Hervorragend', text: 'Seit drei Monaten täglich im Einsatz, ohne ein einziges Problem. Enorme Kraft.' },
      { title: 'Spitzenqualität', text: 'Präzise, kraftvoll und liegt gut in der Hand. Genau das, was unser Team brauchte.' }],
  ],
  cs: [
    [{ title: 'Brzy se porouchalo', text: 'Po dvou týdnech na stavbě přestalo fungovat. Výměna trvala příliš dlouho.' },
      { title: 'Zklamání', text: 'Působí levně a motor se rychle přehřívá. Znovu bych nekoupil.' }],
    [{ title: 'Pod očekávání', text: 'Na lehkou práci stačí, u náročnějších úkolů rychle nestačí.' },
      { title: 'Průměrné', text: 'Slabé zpracování na tuto cenu. Kufr dorazil poškozený.' }],
    [{ title: 'Za ty peníze dobré', text: 'Na občasné použití solidní. Trochu hlučné a těžší, než jsem čekal.' },
      { title: 'Průměr', text: 'Funguje, jak je popsáno, nic víc. Návod by mohl být srozumitelnější.' }],
    [{ title: 'Dobré nářadí', text: 'Spolehlivé a dobře vyvážené. Jen kufr by mohl být pevnější.' },
      { title: 'Doporučuji', text: 'Dobrý poměr cena/výkon pro profesionály. Rychlé dodání, dobře zabalené.' }],
    [{ title: 'Vynikající', text: 'Tři měsíce denně na stavbě a ani jeden problém. Skvělý výkon.' },
      { title: 'Špičková kvalita', text: 'Přesné, výkonné a dobře padne do ruky. Přesně to, co naše parta potřebovala.' }],
  ],
  sk: [
    [{ title: 'Rýchlo sa pokazilo', text: 'Po dvoch týždňoch na stavbe prestalo fungovať. Výmena trvala príliš dlho.' },
      { title: 'Sklamanie', text: 'Pôsobí lacno a motor sa rýchlo prehrieva. Znova by som nekúpil.' }],
    [{ title: 'Pod očakávania', text: 'Na ľahkú prácu postačí, pri náročnejších úlohách rýchlo nestačí.' },
      { title: 'Priemerné', text: 'Slabé spracovanie na túto cenu. Kufor prišiel poškodený.' }],
    [{ title: 'Za tie peniaze dobré', text: 'Na občasné použitie solídne. Trochu hlučné a ťažšie, ako som čakal.' },
      { title: 'Priemer', text: 'Funguje, ako je popísané, nič viac. Návod by mohol byť zrozumiteľnejší.' }],
    [{ title: 'Dobré náradie', text: 'Spoľahlivé a dobre vyvážené. Iba kufor by mohol byť pevnejší.' },
      { title: 'Odporúčam', text: 'Dobrý pomer ceny a výkonu pre profesionálov. Rýchle dodanie, dobre zabalené.' }],
    [{ title: 'Vynikajúce', text: 'Tri mesiace denne na stavbe a ani jeden problém. Skvelý výkon.' },
      { title: 'Špičková kvalita', text: 'Presné, výkonné a dobre padne do ruky. Presne to, čo naša partia potrebovala.' }],
  ],
  fr: [
    [{ title: 'Tombé en panne', text: 'En panne après deux semaines de chantier. Le remplacement a pris beaucoup trop de temps.' },
      { title: 'Déçu', text: "Finition bon marché et le moteur chauffe vite. Je ne le rachèterais pas." }],
    [{ title: 'En dessous des attentes', text: 'Correct pour les petits travaux, mais vite dépassé sur les tâches exigeantes.' },
      { title: 'Moyen', text: 'Qualité de fabrication faible pour le prix. La mallette est arrivée abîmée.' }],
    [{ title: 'Correct pour le prix', text: "Assez solide pour un usage occasionnel. Un peu bruyant et plus lourd que prévu." },
      { title: 'Dans la moyenne', text: 'Fonctionne comme décrit, sans plus. La notice pourrait être plus claire.' }],
    [{ title: 'Bon outil', text: 'Fiable et bien équilibré. Seule la mallette pourrait être plus robuste.' },
      { title: 'Je recommande', text: 'Bon rapport qualité-prix pour un usage pro. Livraison rapide et bien emballée.' }],
    [{ title: 'Excellent', text: 'Utilisé tous les jours depuis trois mois sur chantier, sans aucun souci. Très puissant.' },
      { title: 'Qualité irréprochable', text: "Précis, puissant et agréable en main. Exactement ce qu'il fallait à notre équipe." }],
  ],
  pl: [
    [{ title: 'Szybko się zepsuł', text: 'Po dwóch tygodniach na budowie przestał działać. Wymiana trwała zdecydowanie za długo.' },
      { title: 'Rozczarowanie', text: 'Wygląda tanio, a silnik szybko się przegrzewa. Nie kupiłbym ponownie.' }],
    [{ title: 'Poniżej oczekiwań', text: 'Do lekkich prac wystarczy, przy trudniejszych zadaniach szybko brakuje mocy.' },
      { title: 'Przeciętny', text: 'Słaba jakość wykonania jak na tę cenę. Walizka dotarła uszkodzona.' }],
    [{ title: 'Dobry za tę cenę', text: 'Solidny do okazjonalnego użytku. Trochę głośny i cięższy, niż się spodziewałem.' },
      { title: 'Średni', text: 'Działa zgodnie z opisem, nic więcej. Instrukcja mogłaby być jaśniejsza.' }],
    [{ title: 'Dobre narzędzie', text: 'Niezawodne i dobrze wyważone. Tylko walizka mogłaby być solidniejsza.' },
      { title: 'Polecam', text: 'Dobry stosunek ceny do jakości dla fachowców. Szybka dostawa, dobrze zapakowane.' }],
    [{ title: 'Znakomity', text: 'Od trzech miesięcy codziennie na budowie bez żadnego problemu. Świetna moc.' },
      { title: 'Najwyższa jakość', text: 'Precyzyjny, mocny i wygodny w dłoni. Dokładnie tego potrzebowała nasza ekipa.' }],
  ],
};

/** Author names per review language: first name plus initial, as review widgets show them. */
export const REVIEW_AUTHORS: Readonly<Record<ReviewLanguage, readonly string[]>> = {
  en: ['James W.', 'Sarah K.', "Liam O'C.", 'Emily R.', 'Daniel H.', 'Chloe M.', 'Ryan B.', 'Megan T.'],
  de: ['Lukas M.', 'Anna S.', 'Jonas K.', 'Lena W.', 'Felix B.', 'Sophie H.', 'Thomas R.', 'Julia F.'],
  cs: ['Jan N.', 'Petra S.', 'Tomáš D.', 'Lucie K.', 'Martin H.', 'Eva P.', 'Jakub V.', 'Tereza B.'],
  sk: ['Peter K.', 'Zuzana M.', 'Michal H.', 'Katarína B.', 'Martin S.', 'Jana T.', 'Lukáš P.', 'Veronika D.'],
  fr: ['Julien M.', 'Camille D.', 'Nicolas B.', 'Léa R.', 'Thomas L.', 'Manon G.', 'Antoine F.', 'Chloé P.'],
  pl: ['Piotr K.', 'Anna W.', 'Tomasz N.', 'Katarzyna Z.', 'Marcin L.', 'Magdalena S.', 'Paweł J.', 'Agnieszka D.'],
};
