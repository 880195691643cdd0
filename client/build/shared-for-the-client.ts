import MagicString from "magic-string";
import type { Plugin } from "vite";

/**
 * @kancl/shared as the client build needs it (decision 195). Its modules are zod schemas, messages and rules for the
 * server and the client alike, behind one barrel (`export * from …`); a zod schema is a call at the top level, which
 * a bundler must keep in case it has side effects. So importing one helper (`isAdminRole`) brought every schema and
 * zod itself (~44 KB gzip) into a page's first load, and the OpenAPI descriptions and examples the server documents
 * its API with (~17 KB of text) came along into every page with a form. Here, in the build only:
 * - each module of shared/src is free of side effects, and each top-level `const X = <expression>` is marked pure
 *   (`/* @__PURE__ *\/ (() => <expression>)()`), so a page gets only the schemas it uses and what they use;
 * - `.describe(…)` and `.meta(…)` calls (documentation for the OpenAPI document and JSON Schema, which the client
 *   build does not contain — zod-without-json-schema.ts) are removed. Parsing never reads them.
 */
export const SHARED_SOURCE = /[\\/]shared[\\/]src[\\/](?![^\\/]*\.test\.)[^\\/]+\.ts$/;

/** The documentation-only methods of a zod schema; each returns a copy of the schema with the metadata attached. */
const DOC_METHODS = new Set(["describe", "meta"]);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && typeof (value as Node).type === "string";
}

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) walk(item, visit);
    } else if (isNode(value)) {
      walk(value, visit);
    }
  }
}

/** Initializers that can be evaluated lazily without a visible difference: everything but literals and functions. */
function worthWrapping(init: Node): boolean {
  return !["Literal", "ArrowFunctionExpression", "FunctionExpression", "Identifier", "TemplateLiteral"].includes(
    init.type,
  );
}

export function rewriteShared(code: string, program: Node): MagicString {
  const output = new MagicString(code);
  walk(program, (node) => {
    if (node.type !== "CallExpression") return;
    const callee = node.callee as Node;
    const property = callee.property as Node | undefined;
    const args = node.arguments as Node[];
    if (
      callee.type === "MemberExpression" &&
      !callee.computed &&
      property?.type === "Identifier" &&
      DOC_METHODS.has(property.name as string) &&
      args.length > 0
    ) {
      output.remove((callee.object as Node).end, node.end);
    }
  });
  for (const statement of program.body as Node[]) {
    const declaration = statement.type === "ExportNamedDeclaration" ? (statement.declaration as Node) : statement;
    if (declaration?.type !== "VariableDeclaration" || declaration.kind !== "const") continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (!init || !worthWrapping(init)) continue;
      output.appendLeft(init.start, "/* @__PURE__ */ (() => (");
      output.prependRight(init.end, "))()");
    }
  }
  return output;
}

export function sharedForTheClient(): Plugin {
  return {
    name: "kancl:shared-for-the-client",
    apply: "build",
    // After the TypeScript transform: the code is JavaScript, which this.parse reads.
    enforce: "post",
    transform(code, id) {
      const file = id.split("?")[0] as string;
      if (!SHARED_SOURCE.test(file)) return null;
      const output = rewriteShared(code, this.parse(code) as unknown as Node);
      return { code: output.toString(), map: output.generateMap({ hires: true }), moduleSideEffects: false };
    },
  };
}
