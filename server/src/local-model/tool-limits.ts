/**
 * The longest name or search a tool of the assistant takes (contact names are at most 200 characters, deal titles
 * 300): no input makes a fuzzy search over every record expensive, and a model passing on a whole long message gets
 * a validation error instead. The chat module's CRM tools bound their inputs with it; the local model answers a
 * longer name itself rather than calling a tool. Its own file, so the model's worker reads it without loading tools.
 */
export const TOOL_NAME_MAX_LENGTH = 300;
