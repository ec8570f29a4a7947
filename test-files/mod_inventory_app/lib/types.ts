export interface Item {
  sku: string;
  name: string;
  category: "tools" | "parts" | "misc";
  qty: number;
  price: number;
}
export type Listener<T> = (value: T) => void;
