export default { kind: "object", list: [1, 2, 3] };
