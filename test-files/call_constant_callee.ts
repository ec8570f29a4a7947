// Calling the global constants undefined, NaN and Infinity evaluates the
// arguments, then throws node's TypeError.

try { console.log((NaN as any)(console.log("arg evaluated"))); } catch (e: any) { console.log(e.message); }
try { console.log((undefined as any)()); } catch (e: any) { console.log(e.message); }
try { console.log((Infinity as any)(1)); } catch (e: any) { console.log(e.message); }
try { console.log(new (undefined as any)()); } catch (e: any) { console.log(e.message); }
