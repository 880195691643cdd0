/**
 * The LIKE pattern of a prefix search: values starting with `text`, lowercased to compare with `lower(column)`.
 * LIKE's wildcards (`%`, `_`) and its escape character (`\`, PostgreSQL's default) in the user's text are escaped,
 * so a search for "50%" or "_" means that text, not "anything". Every LIKE built from user input goes through here.
 */
export const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
