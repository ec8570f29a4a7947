export const shared = "shared binding";
