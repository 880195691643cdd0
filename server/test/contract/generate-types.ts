import openapiTS from "openapi-typescript";

export const GENERATED_TYPES_FILE = new URL("./kancl-api.d.ts", import.meta.url);

/** TypeScript types of the API, generated from an OpenAPI document by openapi-typescript. */
export function typesFromDocument(document: object): Promise<string> {
  return openapiTS(structuredClone(document) as never, {
    silent: true,
    alphabetize: true,
    commentHeader:
      "/**\n * Generated from GET /api/v1/openapi.json by openapi-typescript: `npm run api:types -w server`.\n * Do not edit; the contract test fails when it no longer matches the served document.\n */\n\n",
  });
}
