// Function.prototype is a function (returning undefined, not a
// constructor) with the strict-mode poison pills `caller` and
// `arguments`, and V8's property order.
console.log(typeof Function.prototype, Function.prototype);
console.log((Function.prototype as any)(), (Function.prototype as any).name === "", Function.prototype.length);
console.log("caller" in function f() {}, Object.getPrototypeOf(Function.prototype) === Object.prototype);
console.log(Object.getOwnPropertyNames(Function.prototype).sort());
function g() {}
console.log(g instanceof Function, Function.prototype instanceof Function, Object.prototype.toString.call(Function.prototype));
console.log([Function.prototype], { f: Function.prototype });
try { new (Function.prototype as any)(); } catch (e: any) { console.log(e.name, e.message); }
function h() {}
try { console.log((h as any).caller); } catch (e: any) { console.log(e.name, e.message); }
try { (h as any).arguments = 1; } catch (e: any) { console.log(e.name); }
const d = Object.getOwnPropertyDescriptor(Function.prototype, "caller")!;
console.log(d.get === d.set, d.enumerable, d.configurable, typeof d.get);
console.log(Object.getOwnPropertyNames(Function.prototype));
