/**
 * The address prefix of the catalogues' data files (client/build/text-files.ts, decision 210):
 * `${prefix}${area}-${language}.json`.
 */
declare module "virtual:text-files" {
  const prefix: string;
  export default prefix;
}
