let v = 6 * 7;
export default v;
v = 0; // the default export was the value, not the binding
