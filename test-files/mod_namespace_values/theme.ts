// `export *` from two modules that both export `shared`: the name is
// ambiguous, so the namespace leaves it out.
export * from "./colors.ts";
export * from "./sizes.ts";
export * as shapes from "./shapes.ts";
export const name = "theme";
