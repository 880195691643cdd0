/**
 * What the client loads, as one chunk, for a reader of Czech (client/src/i18n): the Czech catalogue, and the whole
 * English one, by which a server message (always English, decision 182) is found and translated. An English reader
 * never loads either: the first bundle has only the shell's English texts, and each screen's chunk brings its own.
 */
export { en } from "./catalogue";
export { cs } from "./cs";
