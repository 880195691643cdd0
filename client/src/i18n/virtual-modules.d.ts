/** The address of the Czech catalogue's JSON file (client/build/czech-catalogue.ts). */
declare module "virtual:czech-catalogue" {
  const url: string;
  export default url;
}
