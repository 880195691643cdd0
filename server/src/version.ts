import rootPackage from "../../package.json" with { type: "json" };

/** The product version, taken from the root package.json at build time. */
export const APP_VERSION: string = rootPackage.version;

/** e.g. "node v24.21.0" — the runtime the server really runs on. */
export const RUNTIME = `node ${process.version}`;
