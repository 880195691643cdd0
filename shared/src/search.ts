import { z } from "zod";
import { textString } from "./text";

/** What the search operation finds (issue 24 item 1, decision 100). */
export const SEARCH_TYPES = ["contact", "deal", "invoice", "project", "task"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

const typesPattern = new RegExp(`^(${SEARCH_TYPES.join("|")})(,(${SEARCH_TYPES.join("|")}))*$`);

export const searchInputSchema = z
  .object({
    q: textString()
      .trim()
      .min(1, "Type something to search for")
      .max(200)
      .describe(
        "Accent- and case-insensitive: a substring of a contact's name, legal name, e-mail, phone (digits), IČO or DIČ; a deal's title or client; an invoice's number, client or variable symbol; a project's name; a task's title",
      ),
    types: textString()
      .regex(typesPattern, `types: a comma-separated list of ${SEARCH_TYPES.join(", ")}`)
      // The REST adapter reads an empty query parameter as an absent one: `types=` searches every kind.
      .meta({ pattern: `^$|${typesPattern.source}` })
      .optional()
      .describe("Which kinds of record to search, comma-separated (all by default; empty is all too)"),
    limit: z.coerce.number().int().min(1).max(50).default(5).describe("At most this many results of each kind"),
  })
  .meta({ id: "SearchQuery" });

export type SearchInput = z.input<typeof searchInputSchema>;

export const searchResultSchema = z
  .object({
    type: z.enum(SEARCH_TYPES),
    id: z.uuid(),
    title: z.string(),
    subtitle: z.string().nullable().describe("A contact's e-mail or IČO, a deal's client, an invoice's client, …"),
    link: z.string().describe("The record's page in the web app (a path)"),
    rank: z
      .number()
      .int()
      .min(0)
      .max(4)
      .describe("0 exact, 1 starts with the text, 2 a word starts with it, 3 contains it, 4 similar"),
  })
  .meta({ id: "SearchResult" });

export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResultsSchema = z
  .object({
    results: z.array(searchResultSchema).describe("By kind (contacts, deals, invoices, projects, tasks), then rank"),
  })
  .meta({ id: "SearchResults" });
