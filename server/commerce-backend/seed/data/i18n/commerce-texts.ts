import type { L10n } from './languages';

/** Shipping method names and delivery texts; the "N-M" range is what the delivery estimate reads. */
export const SHIPPING_TEXTS = {
  parcelName: {
    bg: 'Доставка с куриер', cs: 'Doručení balíkem', da: 'Pakkelevering', de: 'Paketversand', el: 'Αποστολή δέματος',
    en: 'Parcel delivery', es: 'Envío en paquete', fi: 'Pakettitoimitus', fr: 'Livraison en colis', hr: 'Dostava paketom',
    hu: 'Csomagküldés', it: 'Spedizione pacco', lt: 'Siuntinio pristatymas', nb: 'Pakkelevering', nl: 'Pakketbezorging',
    pl: 'Dostawa paczką', pt: 'Entrega de encomenda', ro: 'Livrare colet', sk: 'Doručenie balíkom', sl: 'Dostava paketa',
    sv: 'Paketleverans',
  },
  parcelDelivery: {
    bg: 'Доставка за 2-4 работни дни', cs: 'Doručení za 2-4 pracovní dny', da: 'Levering på 2-4 hverdage',
    de: 'Lieferung in 2-4 Werktagen', el: 'Παράδοση σε 2-4 εργάσιμες ημέρες', en: 'Delivery in 2-4 working days',
    es: 'Entrega en 2-4 días laborables', fi: 'Toimitus 2-4 arkipäivässä', fr: 'Livraison en 2-4 jours ouvrés',
    hr: 'Dostava za 2-4 radna dana', hu: 'Kézbesítés 2-4 munkanapon belül', it: 'Consegna in 2-4 giorni lavorativi',
    lt: 'Pristatymas per 2-4 darbo dienas', nb: 'Levering på 2-4 virkedager', nl: 'Levering in 2-4 werkdagen',
    pl: 'Dostawa w ciągu 2-4 dni roboczych', pt: 'Entrega em 2-4 dias úteis', ro: 'Livrare în 2-4 zile lucrătoare',
    sk: 'Doručenie za 2-4 pracovné dni', sl: 'Dostava v 2-4 delovnih dneh', sv: 'Leverans inom 2-4 arbetsdagar',
  },
  freightName: {
    bg: 'Палетна доставка', cs: 'Doprava spedicí', da: 'Fragtlevering', de: 'Speditionsversand',
    el: 'Μεταφορά με παλέτα', en: 'Freight delivery', es: 'Envío por agencia de transporte', fi: 'Rahtitoimitus',
    fr: 'Livraison par transporteur', hr: 'Dostava teretnim prijevozom', hu: 'Szállítmányozás', it: 'Spedizione su pallet',
    lt: 'Krovinio pristatymas', nb: 'Fraktlevering', nl: 'Vrachtlevering', pl: 'Dostawa spedycją', pt: 'Entrega por transportadora',
    ro: 'Livrare prin transport de marfă', sk: 'Doprava špedíciou', sl: 'Dostava s tovornim prevozom', sv: 'Fraktleverans',
  },
  freightDelivery: {
    bg: 'Доставка за 5-8 работни дни', cs: 'Doručení za 5-8 pracovních dní', da: 'Levering på 5-8 hverdage',
    de: 'Lieferung in 5-8 Werktagen', el: 'Παράδοση σε 5-8 εργάσιμες ημέρες', en: 'Delivery in 5-8 working days',
    es: 'Entrega en 5-8 días laborables', fi: 'Toimitus 5-8 arkipäivässä', fr: 'Livraison en 5-8 jours ouvrés',
    hr: 'Dostava za 5-8 radnih dana', hu: 'Kézbesítés 5-8 munkanapon belül', it: 'Consegna in 5-8 giorni lavorativi',
    lt: 'Pristatymas per 5-8 darbo dienas', nb: 'Levering på 5-8 virkedager', nl: 'Levering in 5-8 werkdagen',
    pl: 'Dostawa w ciągu 5-8 dni roboczych', pt: 'Entrega em 5-8 dias úteis', ro: 'Livrare în 5-8 zile lucrătoare',
    sk: 'Doručenie za 5-8 pracovných dní', sl: 'Dostava v 5-8 delovnih dneh', sv: 'Leverans inom 5-8 arbetsdagar',
  },
} as const satisfies Record<string, L10n>;

/** Names of cart discounts and discount codes. */
export const DISCOUNT_TEXTS = {
  welcome: {
    bg: 'Отстъпка за добре дошли', cs: 'Uvítací sleva', da: 'Velkomstrabat', de: 'Willkommensrabatt',
    el: 'Έκπτωση καλωσορίσματος', en: 'Welcome discount', es: 'Descuento de bienvenida',
    fi: 'Tervetuliaisalennus', fr: 'Remise de bienvenue', hr: 'Popust dobrodošlice',
    hu: 'Üdvözlő kedvezmény', it: 'Sconto di benvenuto', lt: 'Pasveikinimo nuolaida',
    nb: 'Velkomstrabatt', nl: 'Welkomstkorting', pl: 'Rabat powitalny', pt: 'Desconto de boas-vindas',
    ro: 'Reducere de bun venit', sk: 'Uvítacia zľava', sl: 'Popust dobrodošlice', sv: 'Välkomstrabatt',
  },
  fixedAmount: {
    bg: 'Фиксирана отстъпка', cs: 'Pevná sleva', da: 'Fast rabat', de: 'Festbetragsrabatt', el: 'Σταθερή έκπτωση',
    en: 'Fixed amount off', es: 'Descuento de importe fijo', fi: 'Kiinteä alennus', fr: 'Remise fixe',
    hr: 'Fiksni popust', hu: 'Fix összegű kedvezmény', it: 'Sconto fisso', lt: 'Fiksuota nuolaida',
    nb: 'Fast rabatt', nl: 'Vaste korting', pl: 'Rabat kwotowy', pt: 'Desconto de valor fixo', ro: 'Reducere fixă',
    sk: 'Pevná zľava', sl: 'Fiksni popust', sv: 'Fast rabatt',
  },
  freeShipping: {
    bg: 'Безплатна доставка', cs: 'Doprava zdarma', da: 'Gratis fragt', de: 'Kostenloser Versand', el: 'Δωρεάν αποστολή',
    en: 'Free shipping', es: 'Envío gratuito', fi: 'Ilmainen toimitus', fr: 'Livraison gratuite', hr: 'Besplatna dostava',
    hu: 'Ingyenes szállítás', it: 'Spedizione gratuita', lt: 'Nemokamas pristatymas', nb: 'Gratis frakt',
    nl: 'Gratis verzending', pl: 'Darmowa dostawa', pt: 'Envio gratuito', ro: 'Livrare gratuită', sk: 'Doprava zadarmo',
    sl: 'Brezplačna dostava', sv: 'Fri frakt',
  },
  volume: {
    bg: 'Отстъпка за количество', cs: 'Množstevní sleva', da: 'Mængderabat', de: 'Mengenrabatt', el: 'Έκπτωση ποσότητας',
    en: 'Volume discount', es: 'Descuento por volumen', fi: 'Määräalennus', fr: 'Remise sur quantité', hr: 'Količinski popust',
    hu: 'Mennyiségi kedvezmény', it: 'Sconto quantità', lt: 'Kiekio nuolaida', nb: 'Mengderabatt', nl: 'Staffelkorting',
    pl: 'Rabat ilościowy', pt: 'Desconto de quantidade', ro: 'Reducere de volum', sk: 'Množstevná zľava',
    sl: 'Količinski popust', sv: 'Mängdrabatt',
  },
  loyalty: {
    bg: 'Отстъпка за лоялност', cs: 'Věrnostní sleva', da: 'Loyalitetsrabat', de: 'Treuerabatt', el: 'Έκπτωση πιστότητας',
    en: 'Loyalty discount', es: 'Descuento de fidelidad', fi: 'Kanta-asiakasalennus', fr: 'Remise fidélité',
    hr: 'Popust za vjernost', hu: 'Hűségkedvezmény', it: 'Sconto fedeltà', lt: 'Lojalumo nuolaida', nb: 'Lojalitetsrabatt',
    nl: 'Loyaliteitskorting', pl: 'Rabat lojalnościowy', pt: 'Desconto de fidelização', ro: 'Reducere de fidelitate',
    sk: 'Vernostná zľava', sl: 'Popust za zvestobo', sv: 'Lojalitetsrabatt',
  },
} as const satisfies Record<string, L10n>;

/** Page titles of the seeded store campaigns. */
export const CAMPAIGN_TITLES = {
  proDeals: {
    bg: 'Професионални оферти', cs: 'Profi nabídky', da: 'Pro-tilbud', de: 'Profi-Angebote', el: 'Επαγγελματικές προσφορές',
    en: 'Pro deals', es: 'Ofertas profesionales', fi: 'Ammattilaistarjoukset', fr: 'Offres pro', hr: 'Profi ponude',
    hu: 'Profi ajánlatok', it: 'Offerte pro', lt: 'Profesionalų pasiūlymai', nb: 'Proff-tilbud', nl: 'Pro-aanbiedingen',
    pl: 'Oferty dla profesjonalistów', pt: 'Ofertas profissionais', ro: 'Oferte profesionale', sk: 'Profi ponuky',
    sl: 'Profi ponudbe', sv: 'Proffserbjudanden',
  },
  winterClearance: {
    bg: 'Зимна разпродажба', cs: 'Zimní výprodej', da: 'Vinterudsalg', de: 'Winterschlussverkauf', el: 'Χειμερινές εκπτώσεις',
    en: 'Winter clearance', es: 'Liquidación de invierno', fi: 'Talven tyhjennysmyynti', fr: "Soldes d'hiver",
    hr: 'Zimska rasprodaja', hu: 'Téli kiárusítás', it: 'Svendita invernale', lt: 'Žiemos išpardavimas', nb: 'Vintersalg',
    nl: 'Winteruitverkoop', pl: 'Zimowa wyprzedaż', pt: 'Saldos de inverno', ro: 'Lichidare de iarnă', sk: 'Zimný výpredaj',
    sl: 'Zimska razprodaja', sv: 'Vinterrea',
  },
} as const satisfies Record<string, L10n>;
