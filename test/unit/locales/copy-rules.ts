/**
 * How each language addresses the shopper and names things (decisions 146–149), as rules a test can check on
 * every text: the forms of the other address, the words the shop does not use for open-box goods, sentences
 * that only fit a man, product names glued to words they would have to agree with.
 * Patterns, not keys: texts added later are held to the same rules.
 */
import type { Language } from './copy-corpus.ts';

/** A whole-word pattern (letters on either side do not count as a word boundary in any script). */
function words(source: string, flags = 'iu'): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{M}])(?:${source})(?![\\p{L}\\p{M}])`, flags);
}

export interface LanguageRules {
  /** The form of address, as the decision's table says it. */
  address: string;
  /** Forms of the address this language does not use (a small curated list per language). */
  otherAddress: RegExp[];
  /** Forms that only fit a man (or only a woman) where the shopper is meant. */
  genderedForms: RegExp[];
  /** The one term for open-box goods (B-stock): every `bware` label and the catalogue's name suffix use it. */
  openBoxTerm: string;
  /** The term as it reads inside a sentence, any ending ("produits déballés", "w otwartym opakowaniu"). */
  openBoxMention: RegExp;
  /** Words the shop does not use for open-box goods: refurbished, ex-display, and the synonyms it replaced. */
  notOpenBox: RegExp;
  /**
   * The text after a mail's greeting starts with a capital letter. False where the letter continues the
   * greeting's sentence after its comma, as German, Czech, Slovak, Polish, Croatian, Slovene and Italian write.
   */
  capitalAfterGreeting: boolean;
  /** The word the language uses for "days" (the returns period is checked in sentences about returns). */
  days: RegExp;
  /** Words of returning goods or withdrawing from a purchase. */
  returns: RegExp;
  /**
   * Product names are inserted in the nominative and carry their own gender. Languages that decline nouns
   * take a name only where it needs no ending: after a colon, "×", an opening bracket, or a neutral noun in
   * apposition ("k produktu {{name}}"); the others only forbid a gendered word right before it.
   */
  productName: { after: RegExp } | { notAfter: RegExp };
}

/** The returns period every sentence about returns states (decision 148): "14 days", "14-day", "14 Tage". */
export const RETURNS_DAYS = 14;

export const LANGUAGE_RULES: Record<Language, LanguageRules> = {
  bg: {
    address: 'вие (учтива форма, малка буква)',
    otherAddress: [words('ти|твой|твоя|твоят|твоята|твоето|твоите|можеш|имаш|искаш|въведи|провери|опитай|натисни|влез|абонирай се')],
    genderedForms: [words('съгласен|съгласна|сигурен|сигурна|влязъл|влязла|регистриран|регистрирана')],
    openBoxTerm: 'разопакована стока',
    openBoxMention: new RegExp('разопакован', 'iu'),
    notOpenBox: words('разопакован продукт|от витрина|витринн\\p{L}*|рециклиран\\p{L}*|реновиран\\p{L}*|обновен\\p{L}* (?:продукт|стока|стоки)'),
    capitalAfterGreeting: true,
    days: words('дни|дневен|дневния|дневен срок|-дневен|дневна'),
    returns: /връщ|върн|отказ/iu,
    productName: { notAfter: words('своя|своят|своята|своето|вашия|вашият|вашата|вашето|твоя|твоята|този|тази|това', 'u') },
  },
  cs: {
    address: 'vy (vykání, malé v)',
    otherAddress: [words('ty|tvůj|tvoje|tvého|tvou|tvém|tobě|tebe|můžeš|máš|jsi|zadej|vyber|zkus|klikni|přihlas se')],
    genderedForms: [
      /\bjste\s+(?:se\s+|si\s+)?\p{L}+l(?![\p{L}])/iu,
      /\p{L}+l\s+jste\b/iu,
      words('přihlášen|odhlášen|registrován|jistý|jistá|spokojený|spokojená'),
    ],
    openBoxTerm: 'rozbalené zboží',
    openBoxMention: new RegExp('rozbalen\\p{L}* zbož', 'iu'),
    notOpenBox: words('repasovan\\p{L}*|z výstavy|vystaven\\p{L}* kus|rozbalený produkt|rozbalené zboží\\p{L}+'),
    capitalAfterGreeting: false,
    days: words('dní|dnů|dny|denní|denního'),
    returns: /vrác|vrát|odstoup/iu,
    productName: { after: words('produkt|produktu|produktem|zboží', 'u') },
  },
  da: {
    address: 'du',
    otherAddress: [words('Dem|Deres|Dersom De|De kan|De har|De skal|De vil', 'u')],
    genderedForms: [],
    openBoxTerm: 'B-vare',
    openBoxMention: new RegExp('B-var', 'iu'),
    notOpenBox: words('returvare\\p{L}*|demovare\\p{L}*|udstillingsmodel\\p{L}*|renoveret|istandsat|åbnet emballage'),
    capitalAfterGreeting: true,
    days: words('dage|dages|dags'),
    returns: /retur|fortryd/iu,
    productName: { notAfter: words('din|dit|dine|den|det') },
  },
  de: {
    address: 'Sie',
    otherAddress: [words('du|dich|dir|dein|deine|deinen|deinem|deiner|deines')],
    genderedForms: [],
    openBoxTerm: 'B-Ware',
    openBoxMention: new RegExp('B-Ware', 'iu'),
    notOpenBox: words('generalüberholt|refurbished|Ausstellungsstück\\p{L}*|Vorführware|Vorführgerät|Retourenware|Rückläufer|geöffnete Verpackung'),
    capitalAfterGreeting: false,
    days: words('Tage|Tagen|tägig\\p{L}*|Tage-\\p{L}+'),
    returns: /rückgab|zurück|widerruf|retour/iu,
    productName: { notAfter: words('Ihr|Ihre|Ihren|Ihrem|Ihres|ein|eine|einen|der|die|das|den|dem', 'u') },
  },
  el: {
    address: 'εσείς (πληθυντικός ευγενείας)',
    otherAddress: [words('εσύ|σου|σένα|μπορείς|έχεις|θέλεις|πληκτρολόγησε|επίλεξε|δοκίμασε|πάτησε|πρόσθεσε')],
    genderedForms: [words('συνδεδεμένος|συνδεδεμένη|(?:είστε|παραμένετε|θα είστε)\\s+συνδεδεμένοι|βέβαιος|βέβαιη|σίγουρος|σίγουρη|σύμφωνος|σύμφωνη')],
    openBoxTerm: 'ανοιγμένη συσκευασία',
    openBoxMention: new RegExp('ανοιγμέν\\p{L}* συσκευασ', 'iu'),
    notOpenBox: words('προϊόν έκθεσης|έκθεσης|εκθεσιακ\\p{L}*|ανακατασκευασμέν\\p{L}*|ανακαινισμέν\\p{L}*|επισκευασμέν\\p{L}*'),
    capitalAfterGreeting: true,
    days: words('ημέρες|ημερών|ημέρα|μέρες|μερών'),
    returns: /επιστροφ|επιστρέψ|υπαναχώρ/iu,
    productName: { after: words('προϊόν|προϊόντος', 'u') },
  },
  en: {
    address: 'you',
    otherAddress: [],
    genderedForms: [],
    openBoxTerm: 'B-stock',
    openBoxMention: new RegExp('B-stock', 'iu'),
    notOpenBox: words('refurbished|ex-display|open-box|opened packaging|reconditioned'),
    capitalAfterGreeting: true,
    days: words('days|day'),
    returns: /\breturn|withdraw/iu,
    productName: { notAfter: words('a|an', 'u') },
  },
  es: {
    address: 'tú',
    otherAddress: [
      words('usted|ustedes|vosotros|vosotras|os|vuestro|vuestra|vuestros|vuestras|avisadme|decidnos'),
      // One word for the cart: «cesta».
      words('carrito|carritos'),
      words('introduzca|seleccione|elija|indique|compruebe|inténtelo|vuelva a intentarlo|vuelva a cargar|vuelva atrás|póngase|contacte|haga clic|pulse|añada|consulte|revise|confirme|escriba|acepte|regístrese|suscríbase|espere|acórtelo|envíelo|abra|busque|use|quite|compare|haga su|su pedido|su cesta|su carrito|su cuenta|su dirección|su banco|su tarjeta|su herramienta|sus herramientas|su navegador|su red|ha enviado muchas|lo que ha enviado es|ha probado|le hemos'),
    ],
    genderedForms: [
      words('(?:eres|estás|estarás|has sido|serás)\\s+(?:nuevo|obligado|seguro|registrado|conectado|suscrito|interesado|bienvenido)'),
      words('bienvenido|obligado a devolver'),
    ],
    openBoxTerm: 'desprecintado',
    openBoxMention: new RegExp('desprecintad', 'iu'),
    notOpenBox: words('reacondicionad\\p{L}*|de exposición|reformad\\p{L}*|renovad\\p{L}*'),
    capitalAfterGreeting: true,
    days: words('días|día'),
    returns: /devol|devuel|desist/iu,
    productName: { notAfter: words('el|la|los|las|un|una|este|esta|su', 'u') },
  },
  fi: {
    address: 'sinä',
    otherAddress: [words('te|teidän|teille|teitä|teiltä|voitte|olette|valitkaa|syöttäkää|kirjautukaa|tarkistakaa|yrittäkää|lisätkää')],
    genderedForms: [],
    openBoxTerm: 'B-tuote',
    openBoxMention: new RegExp('B-tuot', 'iu'),
    notOpenBox: words('avattu tuote|avattu pakkaus|kunnostettu|esittelytuote|näyttelytuote|esittelykappale'),
    capitalAfterGreeting: true,
    days: words('päivän|päivää|päivä|päivässä'),
    returns: /palaut|peru/iu,
    productName: { after: words('tuote|tuotteen|tuotteelle|tuotteesi|tuotetta|tuotteeseen', 'u') },
  },
  fr: {
    address: 'vous',
    otherAddress: [words('tu|toi|ton|ta|tes|te')],
    genderedForms: [
      words('(?:vous (?:êtes|serez|étiez|restez)|êtes-vous)\\s+(?:\\p{L}+\\s+)?(?:connecté|déconnecté|inscrit|désinscrit|abonné|sûr|certain|prêt|intéressé|redirigé|identifié|nouveau|tenu)'),
      words('nouveau client|prêt pour'),
      words('(?:vous|n’|n\'|ne)\\s*(?:êtes|serez)\\s+(?:pas\\s+)?(?:connecté|déconnecté|inscrit|abonné|identifié)'),
    ],
    openBoxTerm: 'déballé',
    openBoxMention: new RegExp('déballé', 'iu'),
    notOpenBox: words('reconditionn\\p{L}*|d’exposition|d\'exposition|remis à neuf|de démonstration'),
    capitalAfterGreeting: true,
    days: words('jours|jour'),
    returns: /retour|rétract|renvo|changer d’avis/iu,
    productName: { notAfter: words('le|la|les|un|une|ce|cet|cette|du|au', 'u') },
  },
  hr: {
    address: 'vi (malo v)',
    otherAddress: [words('tvoj|tvoja|tvoje|tvog|tvojeg|tvoju|tebi|tebe|možeš|imaš|unesi|odaberi|pokušaj|klikni')],
    genderedForms: [words('prijavljen|odjavljen|registriran|siguran|sigurna|suglasan|suglasna|poštovani/a|poštovana/i')],
    openBoxTerm: 'otvorena ambalaža',
    openBoxMention: new RegExp('otvoren\\p{L}* ambalaž', 'iu'),
    notOpenBox: words('izložben\\p{L}*|obnovljen\\p{L}*|otvoreno pakiranje|renoviran\\p{L}*|s izloga'),
    capitalAfterGreeting: false,
    days: words('dana|dan|dnevni|dnevnog'),
    returns: /povrat|vrat|odustan|raskid/iu,
    productName: { after: words('proizvod|proizvoda|proizvodu|proizvodom|artikl|artikla', 'u') },
  },
  hu: {
    address: 'Ön (magázás)',
    otherAddress: [words('te|téged|neked|tiéd|kattints|válaszd|ellenőrizd|próbáld|írd be|add meg|lépj|jelentkezz|rendelj|fiókod|kosarad|rendelésed|jelszavad|címed|tudsz|szeretnéd')],
    genderedForms: [],
    openBoxTerm: 'bontott csomagolású',
    openBoxMention: new RegExp('bontott csomagolás', 'iu'),
    notOpenBox: words('felújított|kiállított|bemutató darab|bemutatótermék|bontott termék'),
    capitalAfterGreeting: true,
    days: words('nap|napos|napon|napig|napja'),
    returns: /visszak|visszaad|elállás|visszaf/iu,
    productName: { after: words('termék|terméket|termékhez|terméknek|ehhez|ezt|ennek', 'u') },
  },
  it: {
    address: 'tu',
    otherAddress: [words('Lei|La preghiamo|Suo|Sua|Suoi|Sue|inserisca|selezioni|scelga|riprovi|verifichi|controlli il|si registri|acceda|La ringraziamo', 'u')],
    genderedForms: [
      words('(?:sei|eri|sarai|resti|rimani|rimarrai)\\s+(?:stato|registrato|sicuro|connesso|iscritto|pronto|interessato|abbonato|autenticato|disconnesso|entrato|uscito|nuovo|obbligato)'),
      words('stato tu|stata tu'),
    ],
    openBoxTerm: 'imballo aperto',
    openBoxMention: new RegExp('imball\\p{L}* apert', 'iu'),
    notOpenBox: words('ricondizionat\\p{L}*|rigenerat\\p{L}*|da esposizione|ex esposizione|ex-esposizione'),
    capitalAfterGreeting: false,
    days: words('giorni|giorno'),
    returns: /rest|reso|recess/iu,
    productName: { notAfter: words('il|lo|la|i|gli|le|un|uno|una|tuo|tua|tuoi|tue', 'u') },
  },
  lt: {
    address: 'jūs',
    otherAddress: [words('tu|tavo|tau|tave|įvesk|pasirink|bandyk|spausk|prisijunk|galėsi')],
    genderedForms: [words('prisijungęs|prisijungusi|atsijungęs|atsijungusi|užsiregistravęs|užsiregistravusi|sutinkantis|sutinkanti|(?:esate|liksite|būsite)\\s+\\p{L}+(?:ę|usi|ęs)|būdami|būdamos')],
    openBoxTerm: 'atidaryta pakuotė',
    openBoxMention: new RegExp('atidaryt\\p{L}* pakuot', 'iu'),
    notOpenBox: words('atnaujint\\p{L}* prek\\p{L}*|ekspozicin\\p{L}*|pakuotė atidaryta'),
    capitalAfterGreeting: true,
    days: words('dienų|dienas|dienos|dieną|dienų\\p{L}*'),
    returns: /grąžin|grąž|atsisak/iu,
    productName: { after: words('prekė|prekę|prekei|prekės|preke|prekių', 'u') },
  },
  nb: {
    address: 'du',
    otherAddress: [words('Dem|Deres|Dersom De|De kan|De har|De må|De vil', 'u')],
    genderedForms: [],
    openBoxTerm: 'B-vare',
    openBoxMention: new RegExp('B-var', 'iu'),
    notOpenBox: words('returvare\\p{L}*|demovare\\p{L}*|utstillingsmodell\\p{L}*|oppusset|overhalt|åpnet emballasje'),
    capitalAfterGreeting: true,
    days: words('dager|dagers|dag'),
    returns: /retur|angre/iu,
    productName: { notAfter: words('din|ditt|dine|den|det') },
  },
  nl: {
    address: 'u',
    otherAddress: [words('je|jij|jou|jouw|jullie')],
    genderedForms: [],
    openBoxTerm: 'B-keuze',
    openBoxMention: new RegExp('B-keuze', 'iu'),
    notOpenBox: words('tweedekans\\p{L}*|b-keus|refurbished|gereviseerd|showmodel|demomodel|geopende verpakking'),
    capitalAfterGreeting: true,
    days: words('dagen|dag'),
    returns: /retour|terug|herroep/iu,
    productName: { notAfter: words('de|het|een|deze|dit', 'u') },
  },
  pl: {
    address: 'ty w czasie teraźniejszym i trybie rozkazującym (bez form rodzajowych); nigdy Pan/Pani',
    otherAddress: [words('Pan|Pani|Państwo|Pana|Panu|Panem|Państwa|Państwu', 'u')],
    genderedForms: [
      /\p{L}+(?:łeś|łaś|łbyś|łabyś)(?![\p{L}])/iu,
      words('zalogowany|zalogowana|wylogowany|wylogowana|zarejestrowany|zarejestrowana|pewien|pewna|gotowy|gotowa'),
    ],
    openBoxTerm: 'otwarte opakowanie',
    openBoxMention: new RegExp('otwart\\p{L}* opakowani', 'iu'),
    notOpenBox: words('powystawow\\p{L}*|odnowion\\p{L}*|odświeżon\\p{L}*|z otwartym opakowaniem|po ekspozycji'),
    capitalAfterGreeting: false,
    days: words('dni|dniowy|dniowego|dzień'),
    returns: /zwrot|zwróc|odstąp/iu,
    productName: { after: words('produkt|produktu|produktem|produkcie', 'u') },
  },
  pt: {
    address: 'forma de cortesia na 3.ª pessoa, sem «você» (pode, o seu)',
    otherAddress: [words('tu|teu|tua|teus|tuas|contigo|podes|tens|queres|estás|és|você|vocês')],
    genderedForms: [words('(?:está|estará|ficou)\\s+(?:conectado|registado|autenticado|inscrito|interessado|obrigado)|bem-vindo|bem-vinda')],
    openBoxTerm: 'embalagem aberta',
    openBoxMention: new RegExp('embalage\\p{L}* abert', 'iu'),
    notOpenBox: words('recondicionad\\p{L}*|de exposição|remodelad\\p{L}*|renovad\\p{L}*'),
    capitalAfterGreeting: true,
    days: words('dias|dia'),
    returns: /devol|devolv|livre resolução/iu,
    productName: { notAfter: words('o|a|os|as|um|uma|seu|sua|este|esta', 'u') },
  },
  ro: {
    address: 'dumneavoastră (dvs., verbe la plural)',
    otherAddress: [words('tu|ta|tău|tale|tăi|te|ți|poți|ești|vrei|ai comandat|ai primit|ai ales|ai introdus|ai nevoie|alege-ți|introdu|apasă|încearcă|verifică-ți|contactează|autentifică-te|abonează-te|comanda ta|contul tău|coșul tău|banca ta|adresa ta')],
    genderedForms: [words('(?:sunteți|ești|sunt|rămâneți)\\s+(?:sigur|sigură|conectat|conectată|autentificat|autentificată|abonat|abonată|înregistrat|înregistrată)')],
    openBoxTerm: 'resigilat',
    openBoxMention: new RegExp('resigilat', 'iu'),
    notOpenBox: words('recondiționat\\p{L}*|renovat\\p{L}*|de expoziție|din expoziție|second-hand'),
    capitalAfterGreeting: true,
    days: words('zile|zi'),
    returns: /retur|return|retrag/iu,
    productName: { notAfter: words('un|o|acest|această', 'u') },
  },
  sk: {
    address: 'vy (vykanie, malé v)',
    otherAddress: [words('ty|tvoj|tvoja|tvoje|tvojho|tvojou|tebe|teba|môžeš|máš|zadaj|vyber|skús|klikni|prihlás sa')],
    genderedForms: [
      /\bste\s+(?:sa\s+|si\s+)?\p{L}+l(?![\p{L}])/iu,
      /\p{L}+l\s+ste\b/iu,
      words('prihlásený|odhlásený|registrovaný|spokojný|spokojná|ste si istý|ste si istá'),
      // The subject's own things are «svoj»: «Súhlasím so zverejnením svojho hodnotenia».
      words('(?:súhlasím|chcem|uložiť|použiť)[^.]*?(?<![\\p{L}])(?:môjho|mojej|mojom|mojich|mojou|moje)'),
    ],
    openBoxTerm: 'rozbalený tovar',
    openBoxMention: new RegExp('rozbalen\\p{L}* tovar', 'iu'),
    notOpenBox: words('repasovan\\p{L}*|z výstavy|vystaven\\p{L}* kus|rozbalený produkt'),
    capitalAfterGreeting: false,
    days: words('dní|dni|dňový|dňovej|dňovú'),
    returns: /vrát|odstúp/iu,
    productName: { after: words('produkt|produktu|produktom|tovar|tovaru', 'u') },
  },
  sl: {
    address: 'vi (vikanje, malo v)',
    otherAddress: [words('tvoj|tvoja|tvoje|tvojega|tvojo|tebi|tebe|imaš|vnesi|izberi|poskusi|klikni|prijavi se|lahko\\s+\\p{L}+š')],
    genderedForms: [words('prijavljen|odjavljen|registriran|prepričan|prepričana|strinjan')],
    openBoxTerm: 'odprta embalaža',
    openBoxMention: new RegExp('odprt\\p{L}* embalaž', 'iu'),
    notOpenBox: words('razstavn\\p{L}*|obnovljen\\p{L}*|prenovljen\\p{L}*'),
    capitalAfterGreeting: false,
    days: words('dni|dneh|dnevni|dnevnega|dan'),
    returns: /vrač|vrn|odstop/iu,
    productName: { after: words('izdelek|izdelka|izdelku|izdelkom', 'u') },
  },
  sv: {
    address: 'du',
    otherAddress: [words('Ni|Er|Ert|Era|Eder', 'u')],
    genderedForms: [],
    openBoxTerm: 'B-vara',
    openBoxMention: new RegExp('B-var', 'iu'),
    notOpenBox: words('öppnad förpackning|returvara|returvaror|demoexemplar|utställningsex\\p{L}*|renoverad'),
    capitalAfterGreeting: true,
    days: words('dagar|dagars|dag'),
    returns: /retur|ånger|ångra/iu,
    productName: { notAfter: words('din|ditt|dina|en|ett', 'u') },
  },
};

/** What may stand right before a product name in any language (nothing, a colon, "×", a bracket, a quote). */
export const NAME_NEEDS_NO_ENDING = /(?:^|[:×(„“"«»‘’'–—-]\s*|\u00a0)$/u;
