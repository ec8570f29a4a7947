console.log("after.cjs never runs");
