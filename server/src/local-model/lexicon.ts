/**
 * The words the local model understands, as patterns over normalized words (lowercase, no diacritics, no
 * punctuation: "Fakturách" → "fakturach", "e-mail" → "email"). Prefix patterns cover Czech inflection
 * (faktura, faktury, fakturu, fakturách) so no word list has to spell every case.
 */

export const CUES = {
  invoice: /^(faktur\w*|invoic\w*|vyfakturov\w*)$/,
  deal: /^(obchod|obchodu|obchody|obchodem|obchodech|obchodum|deal|deals|zakazk\w*|prilezitost\w*|opportunit\w*)$/,
  /** "obchod X je prohraný" names one deal; "prohrané obchody" asks for a list. */
  dealSingular: /^(obchod|deal|zakazka|zakazku|prilezitost)$/,
  pipeline: /^(pipelin\w*|funnel\w*|trychtyr\w*)$/,
  contact: /^(kontakt\w*|contact\w*)$/,
  person: /^(osob[auyeo]?|osobach|osobam|person|persons|people|clovek\w*|lide|lidi)$/,
  organization:
    /^(organi[sz]ac\w*|organi[sz]ation\w*|firm[auyeo]?|firmou|firmach|firmam|spolecnost\w*|compan(y|ies)|org|orgs|podnik\w*)$/,
  client: /^(klient\w*|client\w*|zakaznik\w*|customer\w*|odberatel\w*)$/,
  mail: /^(e?mail\w*|posta|postu|inbox\w*|mailbox\w*|schrank\w*|zprav[auy]?)$/,
  project: /^(projekt\w*|project\w*|ukol\w*|task\w*|kanban\w*)$/,
  create:
    /^(vytvor\w*|zaloz\w*|pridej\w*|pridat|novy|nova|nove|noveho|novou|create\w*|add|new|zadej|zapis\w*|vloz\w*)$/,
  delete: /^(smaz\w*|odstran\w*|vymaz\w*|delete\w*|remove\w*)$/,
  edit: /^(uprav\w*|edit\w*|prejmenuj\w*|rename)$/,
  show: /^(ukaz\w*|zobraz\w*|otevri|otevrit|show\w*|display|detail\w*|info|informace|podrobnost\w*|details?|open|profil\w*)$/,
  search:
    /^(najdi|najit|najdes|hledej|hledat|hledam|vyhledej\w*|vyhledat|find|search\w*|look|lookup|vypis\w*|vypsat|seznam\w*|list|get)$/,
  work: /^(pracuj\w*|work\w*|zamestnan\w*|employ\w*)$/,
  mark: /^(oznac\w*|mark\w*|nastav\w*|set|zmen\w*|change|prepn\w*|uzavri|uzavrit|close|zavri|update|presun\w*|move)$/,
  /** Verb forms that carry out a change themselves: "vyhraj Licence za 900", "prohráli jsme ERP". */
  outcomeVerb: /^(vyhraj\w*|vyhral\w*|vyhrat|ziskali|ziskal|ziskala|prohraj\w*|prohral\w*|prohrat|ztratil\w*)$/,
  won: /^(vyhr\w*|won|win|wins|ziskan\w*|ziskal\w*|uspesn\w*)$/,
  lost: /^(prohr\w*|ztrac\w*|ztratil\w*|lost|lose|losing|neuspesn\w*|zamitnut\w*|propadl\w*)$/,
  negotiation: /^(vyjednav\w*|jednani|rozjednan\w*|negotiat\w*|aktivni|active|probihajic\w*|ongoing)$/,
  lead: /^(lead|leads|leady|leadu|leadem|leadech|potencialni|prospect\w*)$/,
  invoiceOpen:
    /^(nezaplac\w*|neuhrazen\w*|unpaid|outstanding|otevren\w*|open|nesplacen\w*|neproplacen\w*|dluz\w*|owe|owes|owed|owing|pending)$/,
  invoiceOverdue: /^(overdue|prosl\w*|opozden\w*|zpozden\w*|late)$/,
  invoicePaid: /^(zaplac\w*|uhrazen\w*|paid|proplacen\w*|settled|splacen\w*)$/,
  invoiceDraft: /^(koncept\w*|draft\w*|rozpracovan\w*|neodeslan\w*|unsent)$/,
  invoiceSent: /^(odeslan\w*|sent|vystaven\w*|issued|poslan\w*)$/,
  due: /^(splatn\w*|due)$/,
  totals: /^(kolik|celk\w*|soucet|suma|sum|summ\w*|total\w*|souhrn\w*|prehled\w*|overview|statist\w*|report)$/,
  greeting:
    /^(ahoj|ahojky|cau|cauky|cus|nazdar|zdravim|zdar|dobry|dobre|den|rano|vecer|odpoledne|hello|hi|hey|hallo|greetings|morning|evening|afternoon|good)$/,
  thanks:
    /^(diky|dik|dikes|dekuji|dekuju|dekujeme|thanks|thank|thx|super|skvele|great|perfect|perfektni|paradni|vyborne)$/,
  help: /^(help|napoveda|napovedu|pomoc|pomoz\w*|umis|dokazes|capabilities|commands|prikazy)$/,
  /** A contact's detail asked about: "telefon na Evu", "Zuzana's position", "IČO Agro Haná". */
  detail:
    /^(telefon\w*|tel|phone|mobil\w*|cislo|number|pozic\w*|position|role|funkce|ico|dic|registration|adres\w*|address|adress|whos)$/,
  /** The day's agenda: "Na co se mám dnes zaměřit?", "what should I focus on", "anything urgent". */
  agenda:
    /^(zamerit|zamerim|zameril\w*|agend\w*|focus\w*|urgent\w*|urgentn\w*|dulezit\w*|hori|attention|nezapomen\w*|zapomenout|zapomen\w*|forget|plate|dnesek|dneska|daily)$/,
  /** A ranking: "nejvíc", "biggest", "top 3" (issue 43 item 2). */
  rank: /^(nejvic\w*|nejvets\w*|nejvys\w*|nejdel\w*|nejdyl\w*|nejstars\w*|most|biggest|largest|highest|top|oldest|longest)$/,
  debtor: /^(dluznik\w*|debtors?)$/,
  /** What was invoiced when: by the issue date. */
  invoiced: /^(vyfakturov\w*|fakturoval\w*|nafakturov\w*|invoiced|billed|vystavil\w*|vystaven\w*|issued|issue)$/,
  /** Words that introduce a client: "faktury pro Acme", "invoices for Acme", "obchod s Acme". */
  clientMarker:
    /^(pro|for|klient\w*|client\w*|zakaznik\w*|customer\w*|firm[auyeo]?|firmou|spolecnost\w*|company|od|from|organizac\w*|s|se|with)$/,
} as const;

/** Filler words: never part of a name, never a cue. */
export const STOPWORDS = new Set(
  `a i o u v ve na do od z ze s se k ke ku za pro po pod nad pri mezi jako je jsou jsi jsem jsme byl byla bylo byly bude
  budou mi me mne mnou nam nas nami my vy vam vas ty ten ta to ti te toho tech tom tu tuto tento tato toto tyto tomto
  moje moji muj mych nase nasi naseho nasich nasim svoje sve svych vsechny vsech vse vsichni vsechno vsem vsemi celou
  cely cela prosim prosimte pls plz please jen jenom pouze aktualni aktualne nyni ted ktere ktery ktera kterych kterou
  ktereho kteri jake jaky jaka jakych jakou co kdo kde kdy jak proc mame mam mate maji ma mit tady tam uz jiz jeste take
  taky ale nebo ani bych bys by chci chtel chtela chteli chtela potrebuji potrebuju potreboval potrebovala muzes muzete
  mohl mohla mohli dej dat nejake nejaky nejakou nejakych posledni poslednich vypada vypadaji stoji stojime nasel
  videt vedet zjistit zjisti podivat podivej podivam mrkni mrknout zkontroluj rad rada tak teda tedy jo hm hmm stav stavu
  hodnota hodnotou hodnote castka castkou cena cenou odhad odhadem odhadovana odhadovanou odhadovanou jednotlive status
  statusu jmeno jmenem nazev nazvem cislo si sebou muze lze daji da mozna asi snad vubec hned rychle prave zase znovu
  zpet opravdu fakt tabulka dnes jake jakem stavem aby abys kolem okolo vic vice mene maly velky ktere nich nimi jim jich
  jeho jeji jejich ho mu ji ni neco nic nejaka vsichni vse
  the a an all my our ours me us we i you your yours please what which who whom whose where when how why is are was were
  be been being am do does did done have has had having of for to in on at by with from and or any some every each that
  this these those it its they them their there here can could would should will shall may might must need needs want
  wants like tell give get let lets about much many still currently current now just only as also too so then than up
  out into over under again yet already right ok okay anything something everything stuff things thing item items record
  records named called name status state value amount worth estimated price see know check view recent latest last
  whether if not via per he she him her his hers mine its whats what's there's ones one before after until till
  since between rok roku roce year years nekdo nikdo kdokoli kdokoliv nekoho nikoho someone somebody anyone anybody
  nobody moc lot lots very vis vime pozice position role funkce ano ne yes no nope yep penez money penize jakej jakyj kterej whats what's details dela that those ones`.split(
    /\s+/,
  ),
);

/** Words that may sit inside a name ("Bank of America", "Novák a syn"), kept when they join two name words. */
export const NAME_BRIDGES = new Set(["of", "and", "a", "the", "de", "von", "van", "und", "et", "y", "&", "+"]);

/** Legal-form suffixes that make a new contact an organization ("Acme s.r.o.", "Beta Ltd"). */
export const COMPANY_SUFFIX =
  /(?:^|\s)(?:s\.?\s?r\.?\s?o\.?|a\.?\s?s\.?|spol\.?|v\.?\s?o\.?\s?s\.?|z\.?\s?s\.?|o\.?\s?p\.?\s?s\.?|ltd\.?|limited|inc\.?|corp\.?|corporation|llc|gmbh|plc|ag|sa|se|group|holding)\s*$/i;

const ALL_CUES = Object.values(CUES);

/** True for any word the model has a meaning for; everything else may be part of a name. */
export function isKnownWord(key: string): boolean {
  return STOPWORDS.has(key) || ALL_CUES.some((cue) => cue.test(key));
}
