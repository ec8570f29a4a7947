// Many timers with the same delay run strictly in creation order, even when created in a loop with distinct closures.
interface Task {
  id: number;
  name: string;
}

const tasks: Task[] = [];
const names = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"];
for (let i = 0; i < names.length; i++) {
  tasks.push({ id: i + 1, name: names[i] });
}

const seen: number[] = [];
for (const task of tasks) {
  setTimeout(() => {
    seen.push(task.id);
    console.log(`task ${task.id}: ${task.name}`);
  }, 3);
}

// Same delay, created after the loop: still after every task above.
setTimeout(() => {
  let inOrder = true;
  for (let i = 1; i < seen.length; i++) {
    if (seen[i] < seen[i - 1]) inOrder = false;
  }
  console.log("all", seen.length, "tasks ran in order:", inOrder);
}, 3);

// `var` in a loop shares one binding; `let` does not.
var shared = 0;
for (var k = 0; k < 3; k++) {
  shared = k;
  setTimeout(() => console.log("var k seen as", k, "shared", shared), 3);
}
for (let j = 0; j < 3; j++) {
  setTimeout(() => console.log("let j seen as", j), 3);
}
console.log("main done");
