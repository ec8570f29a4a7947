export default { mode: "dev", retries: 1 };
