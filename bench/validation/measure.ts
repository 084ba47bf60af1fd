/**
 * Timing for the validation benchmark: libraries alternate in short rounds (the order rotating each
 * round) so the load of a shared machine hits them evenly; each round gives each library a rate,
 * and ratios are taken round by round. Short rounds pair runs milliseconds apart: an A/A run (one
 * compiler against a copy of itself) spread 0.76–1.30× with 15 rounds of 40 ms, 0.94–1.04× with
 * 120 rounds of 5 ms, on the same busy machine.
 */
export type Run = (input: unknown) => boolean;

let sink = 0;

/**
 * Runs a check for `warmMs`, in doubling batches, for the JIT and to size the batches of the rounds.
 *
 * @returns How many calls take about 0.2 ms, at least 1.
 */
function warmUp(run: Run, input: unknown, warmMs: number): number {
  let calls = 0;
  let batch = 1;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < warmMs) {
    for (let i = 0; i < batch; i++) sink += run(input) ? 1 : 0;
    calls += batch;
    batch = Math.min(batch * 2, 4096);
    elapsed = performance.now() - start;
  }
  return Math.max(1, Math.round((0.2 * calls) / elapsed));
}

/**
 * Measures each check on one input.
 *
 * @param runs The checks, by library.
 * @param input The input.
 * @param rounds How many rounds each library gets.
 * @param roundMs How long a round lasts.
 * @returns Each library's rate in each round, in calls per second.
 */
export function measure(runs: ReadonlyMap<string, Run>, input: unknown, rounds: number, roundMs = 5, warmMs = 100): Map<string, number[]> {
  const names = [...runs.keys()];
  const batches = new Map(names.map((name) => [name, warmUp(runs.get(name)!, input, warmMs)]));
  const rates = new Map(names.map((name) => [name, [] as number[]]));
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(round + k) % names.length]!;
      const run = runs.get(name)!;
      const batch = batches.get(name)!;
      let count = 0;
      let elapsed = 0;
      const start = performance.now();
      while (elapsed < roundMs) {
        for (let i = 0; i < batch; i++) sink += run(input) ? 1 : 0;
        count += batch;
        elapsed = performance.now() - start;
      }
      rates.get(name)!.push((count / elapsed) * 1000);
    }
  }
  if (sink < 0) console.log(sink);
  return rates;
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The median of the per-round ratios `a / b`. */
export const ratio = (a: readonly number[], b: readonly number[]): number => median(a.map((rate, round) => rate / b[round]!));
