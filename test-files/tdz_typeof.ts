// typeof does not protect against the TDZ (unlike an undeclared name).
let n = 0;
for (let i = 0; i < 4; i++) n += i;
console.log("n", n);
console.log("typeof declared var", typeof n);
console.log("typeof in TDZ:");
console.log(typeof later);
let later = "too late";
console.log("unreachable", later);
