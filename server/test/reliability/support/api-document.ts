import Ajv2020, { type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

/** The parts of the served OpenAPI document the reliability suites read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  $ref?: string;
  [key: string]: unknown;
}

export interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: JsonSchema;
}

export interface OperationObject {
  operationId?: string;
  parameters?: Parameter[];
  security?: Record<string, string[]>[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface ApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Operation {
  /** e.g. "GET /crm/contacts/{id}" */
  key: string;
  method: string;
  path: string;
  operationId: string;
  operation: OperationObject;
  pathParams: string[];
  queryParams: Parameter[];
  bodySchema?: JsonSchema;
  secured: boolean;
}

export async function fetchDocument(baseUrl: string): Promise<ApiDocument> {
  const res = await fetch(new URL("/api/v1/openapi.json", baseUrl));
  if (res.status !== 200) throw new Error(`openapi.json: ${res.status}`);
  return (await res.json()) as ApiDocument;
}

/** Every operation of the document, in document order. */
export function operationsOf(document: ApiDocument): Operation[] {
  const result: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const parameters = operation.parameters ?? [];
      result.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        operationId: operation.operationId ?? `${method} ${path}`,
        operation,
        pathParams: parameters.filter((p) => p.in === "path").map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === "query"),
        bodySchema: operation.requestBody?.content?.["application/json"]?.schema,
        secured: (operation.security?.length ?? 0) > 0,
      });
    }
  }
  return result;
}

/** Resolves a local $ref (#/components/schemas/X) against the document. */
export function resolveSchema(document: ApiDocument, schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let depth = 0; current.$ref && depth < 10; depth++) {
    const name = current.$ref.replace("#/components/schemas/", "");
    const target = document.components?.schemas?.[name];
    if (!target) throw new Error(`unresolved ${current.$ref}`);
    current = target;
  }
  return current;
}

export function fillPath(
  template: string,
  params: Record<string, string>,
  encode: (value: string) => string = encodeURIComponent,
): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for path parameter ${name} of ${template}`);
    return encode(value);
  });
}

export function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * Checks a response against the document: its status must be documented for the operation, and a JSON body must
 * match the documented schema (the approach of test/contract, with ajv).
 */
export function responseChecker(document: ApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: "kancl-openapi", components: document.components });
  const compiled = new Map<string, ValidateFunction>();
  const withRefs = (schema: unknown) =>
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"kancl-openapi#/components/'));

  return function check(
    operation: Operation,
    status: number,
    contentType: string | null,
    body: unknown,
  ): string | null {
    const described = operation.operation.responses[String(status)];
    if (!described) {
      return `${operation.key} answered ${status}, which the document does not list (${Object.keys(operation.operation.responses).join(", ")})`;
    }
    const schema = described.content?.["application/json"]?.schema;
    if (!schema || !contentType?.includes("application/json")) return null;
    const cacheKey = `${operation.key} ${status}`;
    let validate = compiled.get(cacheKey);
    if (!validate) {
      validate = ajv.compile(withRefs(schema));
      compiled.set(cacheKey, validate);
    }
    if (!validate(body)) return `${operation.key} ${status}: ${ajv.errorsText(validate.errors)}`;
    return null;
  };
}

/** A validator of request bodies against the documented request schema (to keep only truly invalid inputs). */
export function requestValidator(document: ApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addSchema({ $id: "kancl-openapi-request", components: document.components });
  const withRefs = (schema: unknown) =>
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"kancl-openapi-request#/components/'));
  const compiled = new Map<JsonSchema, ValidateFunction>();
  return (schema: JsonSchema, value: unknown): boolean => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(withRefs(schema));
      compiled.set(schema, validate);
    }
    return validate(value) as boolean;
  };
}

/**
 * The body fields a documented request schema blames for an invalid value (issue 42 item 4): the first-level
 * property each ajv error is about — a missing or unknown property by its name, a bad value by its path's first
 * segment. Empty when the body as a whole is wrong (not an object): no field to name.
 */
export function blamedFields(document: ApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: "kancl-openapi-blame", components: document.components });
  const withRefs = (schema: unknown) =>
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"kancl-openapi-blame#/components/'));
  const compiled = new Map<JsonSchema, ValidateFunction>();
  return (schema: JsonSchema, value: unknown): string[] => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(withRefs(schema));
      compiled.set(schema, validate);
    }
    if (validate(value)) return [];
    const fields = new Set<string>();
    for (const error of validate.errors ?? []) {
      const first = error.instancePath.split("/")[1];
      if (first) fields.add(decodeURIComponent(first.replaceAll("~1", "/").replaceAll("~0", "~")));
      else if (typeof error.params.missingProperty === "string") fields.add(error.params.missingProperty);
      else if (typeof error.params.additionalProperty === "string") fields.add(error.params.additionalProperty);
    }
    return [...fields];
  };
}
