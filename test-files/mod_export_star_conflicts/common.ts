export const shared = "one binding, reached twice";
