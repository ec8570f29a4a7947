// Names a module may declare twice: a function's overload signatures
// (TypeScript), and a function declared twice in a function body, where
// declarations are var-scoped and the last one wins. (At the top level of
// a module or in a block, a second declaration is a SyntaxError.)
function pad(s: string): string;
function pad(n: number): string;
function pad(v: string | number): string {
  return String(v).padStart(4, ".");
}

function pick() {
  function choose() { return "first"; }
  const early = choose();
  function choose() { return "second"; }
  return [early, choose()];
}

class Registry {
  static names: string[] = [];
  static {
    function add(n: string) { Registry.names.push(n); }
    add("a");
    function add(n: string) { Registry.names.push(n.toUpperCase()); }
    add("b");
  }
}

console.log(pad("x"), pad(42), pick(), Registry.names);
