console.log("ok.ts runs");
