// Every form of a default export, and the names node gives them.
import fnNamed from "./fn_named.js";
import fnAnon from "./fn_anon.js";
import classAnon from "./class_anon.js";
import ClassNamed from "./class_named.js";
import arrow from "./arrow.js";
import value from "./value.js";
import { default as viaSpecifier, helper } from "./as_default.js";
import obj from "./object.js";

console.log(fnNamed(), fnNamed.name);
console.log(fnAnon(), fnAnon.name);
console.log(new classAnon().hi(), classAnon.name);
console.log(new ClassNamed().hi(), ClassNamed.name);
console.log(arrow(4), arrow.name);
console.log(value);
console.log(viaSpecifier(), viaSpecifier.name, helper());
console.log(obj);
