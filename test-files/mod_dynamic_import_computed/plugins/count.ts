console.log("count plugin loaded");
export const description = "counts letters";
export default (s: string): string => String(s.replace(/[^a-z]/gi, "").length);
