/**
 * The confirmation of a proposed change, as the chat module and its models share it: how a reply confirms (read by
 * the chat service for every model, and by the local model) and how a prompt says that a change waits.
 */

/**
 * Words of a clear answer, compared without diacritics, case and punctuation. A yes may be polite ("ano, prosím",
 * "yes please", "jo, proveď to"); a no too ("ne, díky", "radši ne"). Anything else in the reply (another request,
 * a condition, a question mark) makes it no answer at all: nothing is carried out on it.
 */
const YES_WORDS = new Set(
  `ano jo joo jj jasne jasnacka ok okay okey okej oki dobre dobra plati yes yep yeah yup y sure potvrzuji potvrzuju
  potvrdit potvrzeno potvrd proved provedte provest udelej udelejte confirm confirmed souhlasim souhlas klidne rozhodne
  samozrejme jiste absolutely certainly definitely doit goahead`.split(/\s+/),
);
const NO_WORDS = new Set(
  "ne nee no nope nah n nechci zrus zrusit zruseno storno cancel stop neprovadej nedelej nikoli nikoliv nesouhlasim".split(
    " ",
  ),
);
/** Words that go with either answer without changing it. */
const COURTESY_WORDS = new Set(
  "to it tak teda tedy prosim please diky dik dekuji dekuju thanks thank you radsi zatim".split(" "),
);
/** A clear answer is short: "ano ano ano …" twenty times is not a considered yes. */
const MAX_ANSWER_WORDS = 6;

/**
 * "yes" only for a reply that is a clear yes and nothing else, "no" for a clear no; "unclear" for everything else,
 * questions included ("ok, ale co přesně se změní?"), which the chat service answers and then asks again.
 */
export function confirmationOf(text: string): "yes" | "no" | "unclear" {
  if (text.includes("?")) return "unclear";
  const words = text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\bdo it\b/g, "doit")
    .replace(/\bgo ahead\b/g, "goahead")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0 || words.length > MAX_ANSWER_WORDS) return "unclear";
  const yes = words.some((word) => YES_WORDS.has(word));
  const no = words.some((word) => NO_WORDS.has(word));
  const clear = words.every((word) => YES_WORDS.has(word) || NO_WORDS.has(word) || COURTESY_WORDS.has(word));
  if (!clear || yes === no) return "unclear";
  return yes ? "yes" : "no";
}

/** How the system prompt names the user's language, "…: English." (chat.service.ts, decision 184). */
export const USER_LANGUAGE_NOTE = "The user's language, chosen in Settings: ";

/** The user's language as the system prompt names it, if it does. */
export function userLanguageOf(system: string): "en" | "cs" | undefined {
  const start = system.indexOf(USER_LANGUAGE_NOTE);
  if (start < 0) return undefined;
  const name = system.slice(start + USER_LANGUAGE_NOTE.length, start + USER_LANGUAGE_NOTE.length + 7);
  return name.startsWith("Czech") ? "cs" : name.startsWith("English") ? "en" : undefined;
}

/** How the system prompt tells the model (any model) that a change waits, so it can answer questions about it. */
export const PENDING_NOTE_START = "A change is waiting for the user's confirmation:";
