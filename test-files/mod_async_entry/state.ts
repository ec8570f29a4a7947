export const results: string[] = [];
console.log("state runs");
