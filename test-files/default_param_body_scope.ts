// A closure in a parameter list sees the parameters and what is outside
// the function, never the body's declarations (their own environment).

let shadowed = "outer";
function outerWins(a = () => shadowed) {
  var shadowed = "inner";
  return a() + " " + shadowed;
}
console.log(outerWins());

function noOuter(a = () => typeof onlyInBody) {
  var onlyInBody = 1;
  return a() + " " + typeof onlyInBody;
}
console.log(noOuter());

function kinds(a = () => [typeof w, typeof lx, typeof fd].join()) {
  if (a) {
    var w = 1;
  }
  let lx = 2;
  function fd() {}
  return a() + " / " + [typeof w, typeof lx, typeof fd].join();
}
console.log(kinds());

const named = function self(n: number, k = () => typeof self): string {
  var local = n;
  return local > 0 ? named(n - 1) : k();
};
console.log(named(2));

function paramRedeclared(a = 1, b = () => a + 1) {
  var a: number;
  a = 10;
  return b() + " " + a;
}
console.log(paramRedeclared());

const arrow = (a = () => typeof zz) => {
  var zz = 3;
  return a() + zz;
};
console.log(arrow());

function reads(a = () => missing) {
  var missing = "body";
  return a();
}
try {
  reads();
} catch (e) {
  console.log(String(e), missing2());
}
function missing2() {
  return typeof missing;
}

function writes(a = () => {
  assigned = 5;
}) {
  var assigned = 1;
  a();
  return assigned;
}
try {
  writes();
} catch (e) {
  console.log(String(e));
}
