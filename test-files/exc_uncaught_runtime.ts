// A runtime TypeError left uncaught: status 1 after the output so far.
const config: any = { server: { port: 80 } };
console.log("port", config.server.port);
console.log("host", config.client.host);
console.log("never");
