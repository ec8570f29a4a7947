console.log("slow: start");
export const ready = await Promise.resolve("yes");
console.log("slow: done");
