import { z } from "zod";

/**
 * Keeps a number or boolean body field strict. trpc-to-openapi switches every top-level number and boolean of a
 * procedure's input to zod's coercion (meant for query strings), for bodies too and for both API surfaces — so
 * `"false"` would become `true` and `true` would become `1`. It leaves pipes alone; a no-op preprocess is one.
 */
export const jsonOnly = <T extends z.ZodType>(schema: T) =>
  // Typed with the field's own input (a client sends a boolean, not `unknown`); at run time any JSON value reaches
  // the schema unchanged, which refuses what it is not.
  z.preprocess<z.input<T>, T, z.input<T>>((value) => value, schema);
