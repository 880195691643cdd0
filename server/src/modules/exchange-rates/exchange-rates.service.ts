import { type CnbRate, type CnbRateInput, EXCHANGE_RATE_MESSAGES } from "@kancl/shared";
import { type CnbRates, CnbUnavailableError } from "../../exchange-rates/cnb-rates";
import type { Logger } from "../../logger";

/**
 * The exchange rate an invoice in EUR, USD or GBP offers to fill in: the Czech National Bank's fixing for the taxable
 * supply's date (§ 38 of the VAT act). Never required: without a connection the answer says so and the user types
 * the rate (decision 071).
 */
export function createExchangeRatesService({ cnb, logger }: { cnb: CnbRates; logger: Logger }) {
  return {
    async cnbRate(input: CnbRateInput): Promise<CnbRate> {
      const base = { currency: input.currency, date: input.date, source: "CNB" as const };
      if (!cnb.enabled) return { ...base, rate: null, rateDate: null, message: EXCHANGE_RATE_MESSAGES.disabled };
      try {
        const { rate, rateDate } = await cnb.rateFor(input.currency, input.date);
        return { ...base, rate, rateDate };
      } catch (error) {
        if (!(error instanceof CnbUnavailableError)) throw error;
        logger.warn({ reason: error.message }, "the Czech National Bank's rate could not be fetched");
        return { ...base, rate: null, rateDate: null, message: EXCHANGE_RATE_MESSAGES.unavailable };
      }
    },
  };
}

export type ExchangeRatesService = ReturnType<typeof createExchangeRatesService>;
