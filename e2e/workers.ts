import { availableParallelism } from 'node:os';

/**
 * How many browser-test files run side by side, each with its own browser and its own app server:
 * `E2E_WORKERS`, else one per two cores (at least 1, at most 3). Each worker costs a server (its own embedded
 * database and demo data) and a Chromium, so more workers than that only make every test wait on the CPU.
 */
export function e2eWorkers(): number {
  const asked = Number(process.env.E2E_WORKERS);
  if (Number.isInteger(asked) && asked > 0) return asked;
  return Math.min(3, Math.max(1, Math.floor(availableParallelism() / 2)));
}
