export const table = ["alpha", "beta"];
