function f() { return "as default"; }
export function helper() { return "helper"; }
export { f as default };
