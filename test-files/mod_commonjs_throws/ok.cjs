console.log("ok.cjs runs");
process.on("exit", (code) => console.log("exit listener, code", code));
