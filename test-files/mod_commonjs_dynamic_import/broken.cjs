console.log("broken.cjs runs");
throw new Error("cannot load broken.cjs");
