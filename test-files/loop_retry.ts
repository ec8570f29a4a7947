// A retry loop with small growing delays between attempts, giving up after a maximum number of tries.
function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

class FlakyService {
  private calls = 0;
  constructor(private readonly failuresBeforeSuccess: number) {}
  async call(request: string): Promise<string> {
    this.calls++;
    await sleep(1);
    if (this.calls <= this.failuresBeforeSuccess) {
      throw new Error(`attempt ${this.calls} failed for ${request}`);
    }
    return `${request}: ok on call ${this.calls}`;
  }
}

async function retry<T>(fn: () => Promise<T>, maxTries: number, baseDelay: number): Promise<T> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= maxTries; attempt++) {
    try {
      return await fn();
    } catch (e) {
      lastError = e;
      if (attempt === maxTries) {
        console.log(`  ${(e as Error).message}; no tries left`);
        break;
      }
      const wait = baseDelay * attempt;
      console.log(`  ${(e as Error).message}; retrying in ${wait} ms`);
      await sleep(wait);
    }
  }
  throw new Error(`gave up after ${maxTries} tries: ${(lastError as Error).message}`);
}

async function main(): Promise<void> {
  const cases: Array<[string, number, number]> = [
    ["alpha", 0, 3],
    ["beta", 2, 3],
    ["gamma", 5, 3],
  ];
  for (const [name, failures, tries] of cases) {
    console.log(`request ${name} (fails ${failures}x, ${tries} tries)`);
    const service = new FlakyService(failures);
    try {
      console.log("  result:", await retry(() => service.call(name), tries, 2));
    } catch (e) {
      console.log("  error:", (e as Error).message);
    }
  }
}

main();
