/**
 * The longest name or search a CRM tool takes (contact names are at most 200 characters, deal titles 300): no input
 * makes a fuzzy search over every record expensive, and a model passing on a whole long message gets a validation
 * error instead. Its own file, so the local model's worker reads it without loading the tools.
 */
export const TOOL_NAME_MAX_LENGTH = 300;
