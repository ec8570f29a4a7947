// break, continue and labelled jumps out of try…finally, through nested finallys.
outer: for (let i = 0; i < 3; i++) {
  for (let j = 0; j < 3; j++) {
    try {
      try {
        if (j == 1) continue outer;
        if (i == 2) break outer;
        console.log("body", i, j);
      } finally {
        console.log("inner finally", i, j);
      }
    } finally {
      console.log("outer finally", i, j);
    }
  }
}
let count = 0;
while (true) {
  try {
    count++;
    if (count == 3) break;
    continue;
  } finally {
    console.log("while finally", count);
  }
}
function find(xs: number[], t: number): number {
  for (let i = 0; i < xs.length; i++) {
    try {
      if (xs[i] == t) return i;
    } finally {
      console.log("checked", i);
    }
  }
  return -1;
}
console.log(find([5, 6, 7], 6));
console.log(find([5], 9));
sw: switch (2) {
  case 2:
    try {
      break sw;
    } finally {
      console.log("switch finally");
    }
  default:
    console.log("not reached");
}
blk: {
  try {
    break blk;
  } finally {
    console.log("block finally");
  }
}
function nested(): string {
  try {
    try {
      return "inner";
    } finally {
      console.log("f1");
    }
  } finally {
    console.log("f2");
  }
}
console.log(nested());
function breakInFinally(): string {
  for (;;) {
    try {
      return "never";
    } finally {
      break;
    }
  }
  return "broke out";
}
console.log(breakInFinally());
