/**
 * The Czech National Bank's daily exchange-rate fixing (kurzy devizového trhu), read from its published text file:
 *
 *   25 Nov 2026 #228                      (or "25.11.2026 #228" in the Czech file)
 *   Country|Currency|Amount|Code|Rate
 *   EMU|euro|1|EUR|24.305                 (a decimal comma in the Czech file)
 *
 * `?date=DD.MM.YYYY` answers the fixing valid on that day: the day's own, or the last one before a weekend or
 * holiday. This engine knows nothing of invoices; it only asks the bank, with a short timeout, and keeps answers for
 * past days (they never change) in a small in-process cache — losing it costs one request, never a wrong answer.
 */

export class CnbUnavailableError extends Error {
  override name = "CnbUnavailableError";
}

export interface CnbRateAnswer {
  /** CZK for one unit of the currency (the file's rate divided by its amount, e.g. 100 JPY). */
  rate: number;
  /** The day of the fixing used (YYYY-MM-DD). */
  rateDate: string;
}

export interface CnbRatesOptions {
  /** The daily.txt address; undefined turns fetching off. */
  url: string | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Today in Prague (YYYY-MM-DD): today's answers are kept only briefly, as the fixing is announced at 14:30. */
  today: () => string;
}

const MONTHS: Record<string, string> = {
  Jan: "01",
  Feb: "02",
  Mar: "03",
  Apr: "04",
  May: "05",
  Jun: "06",
  Jul: "07",
  Aug: "08",
  Sep: "09",
  Oct: "10",
  Nov: "11",
  Dec: "12",
};

const pad = (value: string) => value.padStart(2, "0");

/** The fixing's day from the file's first line, in either language. */
function headerDate(line: string): string | undefined {
  const czech = /^(\d{1,2})\.(\d{1,2})\.(\d{4})\b/.exec(line);
  if (czech) return `${czech[3]}-${pad(czech[2] ?? "")}-${pad(czech[1] ?? "")}`;
  const english = /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4})\b/.exec(line);
  const month = english && MONTHS[english[2] ?? ""];
  if (english && month) return `${english[3]}-${month}-${pad(english[1] ?? "")}`;
  return undefined;
}

/** Reads one currency's rate out of the file; undefined when the file is not what the bank publishes. */
export function parseCnbDailyFile(text: string, currency: string): CnbRateAnswer | undefined {
  const lines = text.split(/\r?\n/);
  const rateDate = headerDate(lines[0]?.trim() ?? "");
  if (!rateDate) return undefined;
  for (const line of lines.slice(2)) {
    const cells = line.split("|");
    if (cells.length !== 5 || cells[3]?.trim() !== currency) continue;
    const amount = Number(cells[2]?.trim());
    const rate = Number(cells[4]?.trim().replace(",", "."));
    if (!Number.isFinite(amount) || amount <= 0 || !Number.isFinite(rate) || rate <= 0) return undefined;
    return { rate: Math.round((rate / amount) * 1e6) / 1e6, rateDate };
  }
  return undefined;
}

const TODAY_TTL_MS = 10 * 60 * 1000;
const MAX_CACHED = 2_000;

export function createCnbRates(options: CnbRatesOptions) {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 3_000;
  const cache = new Map<string, { answer: CnbRateAnswer; until: number }>();

  return {
    enabled: options.url !== undefined,

    /** The rate valid on `date` (YYYY-MM-DD); CnbUnavailableError when the bank cannot be asked or answers nonsense. */
    async rateFor(currency: string, date: string): Promise<CnbRateAnswer> {
      if (options.url === undefined) throw new CnbUnavailableError("fetching is turned off");
      const key = `${currency} ${date}`;
      const cached = cache.get(key);
      if (cached && cached.until > Date.now()) return cached.answer;

      const [year, month, day] = date.split("-");
      const url = new URL(options.url);
      url.searchParams.set("date", `${day}.${month}.${year}`);
      let text: string;
      try {
        const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) throw new CnbUnavailableError(`the bank answered ${response.status}`);
        text = (await response.text()).slice(0, 100_000);
      } catch (error) {
        if (error instanceof CnbUnavailableError) throw error;
        throw new CnbUnavailableError(error instanceof Error ? error.message : String(error));
      }
      const answer = parseCnbDailyFile(text, currency);
      if (!answer) throw new CnbUnavailableError(`no ${currency} rate in the bank's file`);

      if (cache.size >= MAX_CACHED) cache.clear();
      cache.set(key, { answer, until: date < options.today() ? Number.POSITIVE_INFINITY : Date.now() + TODAY_TTL_MS });
      return answer;
    },
  };
}

export type CnbRates = ReturnType<typeof createCnbRates>;
