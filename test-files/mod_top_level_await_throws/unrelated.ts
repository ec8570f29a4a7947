console.log("unrelated: runs at once");
