import { cnbRateInputSchema, cnbRateSchema } from "@kancl/shared";
import { router } from "../../trpc/init";
import { authedProcedure } from "../../trpc/procedures";

export const exchangeRatesRouter = router({
  cnb: authedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/crm/exchange-rates/cnb",
        tags: ["Invoices"],
        operationId: "getCnbExchangeRate",
        summary: "The Czech National Bank's exchange rate for an invoice",
        description:
          "CZK for one unit of EUR, USD or GBP valid on `date` (the taxable supply's date): that day's fixing, or the last one before a weekend or holiday (`rateDate`). When the bank cannot be reached, or fetching is turned off (`CNB_RATES_URL=off`), `rate` is null and `message` asks for the rate by hand.",
      },
    })
    .input(cnbRateInputSchema)
    .output(cnbRateSchema)
    .query(({ ctx, input }) => ctx.services.exchangeRates.cnbRate(input)),
});
