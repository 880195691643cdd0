/** The address of the Czech catalogue's JSON file (client/build/czech-catalogue.ts). */
declare module "virtual:czech-catalogue" {
  const url: string;
  export default url;
}

/** The address of the settings screens' English texts (client/build/czech-catalogue.ts, decision 196). */
declare module "virtual:settings-catalogue" {
  const url: string;
  export default url;
}
