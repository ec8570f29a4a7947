export class Base {
  kind = "base";
}
export default class Widget extends Base {
  kind = "widget";
}
export const VERSION = 3;
