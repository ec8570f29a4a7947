// A realistic application state tree mixing every kind of value.
class User {
  #password = "secret";
  constructor(public id: number, public name: string, public roles: string[]) {}
  get display() {
    return this.name + "#" + this.id;
  }
}
const users: User[] = [];
const names = ["ada", "bob", "cy", "dee"];
for (let i = 0; i < names.length; i++) users.push(new User(i + 1, names[i], i % 2 === 0 ? ["admin", "dev"] : ["dev"]));
const state: any = {
  version: 3,
  users,
  settings: { theme: "dark", fontSize: 14, features: { beta: true, flags: [1, 0, 1, 1, 0, 1, 0, 0] } },
  cache: Object.create(null),
  handlers: { onSave() {}, onLoad: () => {} },
  lastError: null,
  pending: undefined,
  history: [] as any[],
};
state.cache["user:1"] = { hits: 10 };
for (let i = 0; i < 12; i++) state.history.push(i * i - 20);
state.self = state;
console.log(state);
console.log(state.users);
console.log(state.settings);
console.log([state.users[0], state.cache]);
