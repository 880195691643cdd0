import { writeFile } from "node:fs/promises";
import { buildOpenApiDocument } from "../src/trpc/openapi";
import { GENERATED_TYPES_FILE, typesFromDocument } from "../test/contract/generate-types";

// `npm run api:types -w server`: regenerates the typed client's types from the OpenAPI document.
await writeFile(GENERATED_TYPES_FILE, await typesFromDocument(buildOpenApiDocument()));
console.log(`wrote ${GENERATED_TYPES_FILE.pathname}`);
