// The prototype chain: Object.create, getPrototypeOf, setPrototypeOf, shadowing.
const animal: any = {
  kind: "animal",
  legs: 4,
  describe() {
    return this.name + " is a " + this.kind + " with " + this.legs + " legs";
  },
};
const bird: any = Object.create(animal);
bird.kind = "bird";
bird.legs = 2;
const tweety: any = Object.create(bird);
tweety.name = "Tweety";
console.log(tweety.describe());
console.log("proto links", Object.getPrototypeOf(tweety) === bird, Object.getPrototypeOf(bird) === animal);
console.log("animal proto is Object.prototype", Object.getPrototypeOf(animal) === Object.prototype);
console.log("end of chain", Object.getPrototypeOf(Object.prototype));
console.log("own", tweety.hasOwnProperty("name"), tweety.hasOwnProperty("kind"), bird.hasOwnProperty("kind"));
console.log("in", "kind" in tweety, "describe" in tweety, "hasOwnProperty" in tweety, "fly" in tweety);
console.log("Object.keys only own", Object.keys(tweety), Object.keys(bird));
bird.kind = "parrot";
console.log("live chain", tweety.kind);
tweety.kind = "canary";
console.log("shadow", tweety.kind, bird.kind, animal.kind);
delete tweety.kind;
console.log("unshadow", tweety.kind);
const fish: any = { kind: "fish", legs: 0 };
Object.setPrototypeOf(tweety, fish);
console.log("after setPrototypeOf", tweety.kind, tweety.legs, typeof tweety.describe);
console.log("setPrototypeOf returns target", Object.setPrototypeOf(fish, animal) === fish);
console.log("now", tweety.describe());
const three = Object.create(Object.create(Object.create({ base: "deep" })));
console.log("three levels", three.base, Object.keys(three).length);
const withProps = Object.create(animal, {
  name: { value: "Rex", enumerable: true },
  secret: { value: "hidden" },
});
console.log(withProps.describe(), withProps.secret, Object.keys(withProps));
console.log(tweety, bird, withProps);
