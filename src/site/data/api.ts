import type { z } from 'zod';

/** Where the build reads the API: the running API of `npm start`, or API_URL. */
export const API_URL = (process.env.API_URL ?? 'http://localhost:8080').replace(/\/$/, '');

const answers = new Map<string, Promise<unknown>>();

/**
 * Reads one API path during a build and checks the answer against its shared schema. Answers are
 * kept for the rest of the build: many pages show the same lists. A 404 gives null.
 */
export function readApi<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S> | null> {
  let answer = answers.get(path);
  if (!answer) {
    answer = fetch(`${API_URL}${path}`).then(async (response) => {
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`The API answered ${response.status} for ${path}`);
      return schema.parse(await response.json());
    });
    answers.set(path, answer);
  }
  return answer as Promise<z.infer<S> | null>;
}

/** Like readApi, for lists and other answers that must exist. */
export async function readApiList<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>> {
  const answer = await readApi(path, schema);
  if (answer === null) throw new Error(`The API has no ${path}`);
  return answer;
}
