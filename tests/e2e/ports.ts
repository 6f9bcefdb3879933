/**
 * Where the journeys run the product: its own ports, shifted by E2E_PORT_OFFSET so that several
 * runs can share a machine, each with its own build folders.
 */
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const E2E_SITE_PORT = 14321 + OFFSET;
export const E2E_API_PORT = 18080 + OFFSET;
export const E2E_PUBLISHER_PORT = 14322 + OFFSET;
/** Suffix of the run's build folders under dist/. */
export const E2E_BUILD_SUFFIX = OFFSET === 0 ? '' : `-${OFFSET}`;
