import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

// Argon2id with the library's defaults (19 MiB, 2 passes): about 12 ms of a core per check.
const ARGON2ID = 2;

/** A password check holds a core for a while: at most one per core runs at once, the rest queue. */
const MAX_CONCURRENT_CHECKS = availableParallelism();
let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_CHECKS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export const hashPassword = (password: string) => withSlot(() => hash(password, { algorithm: ARGON2ID }));

export const verifyPassword = (passwordHash: string, password: string) =>
  withSlot(() => verify(passwordHash, password));

/** A hash to check against when no user matches, so that both cases cost the same time. */
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = () => (decoyHash ??= hashPassword('decoy password for unknown users'));
