export async function* countdown(n: number) {
  while (n > 0) {
    await null;
    yield n--;
  }
}
