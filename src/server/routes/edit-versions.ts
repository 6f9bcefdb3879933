import type { FastifyRequest } from 'fastify';

/**
 * The versions an edit was made from, as HTTP says them: If-Match names the ETags
 * (resources/versions.ts's etagOf) of the versions the write may replace.
 */

/** The versions an If-Match header accepts; null when it sets no condition (absent, or `*`). */
export function acceptedVersions(request: FastifyRequest): string[] | null {
  const header = request.headers['if-match'];
  if (header === undefined || header.trim() === '*') return null;
  // Weak tags never match: If-Match compares strongly (RFC 9110, 13.1.1).
  return header.split(',').map((tag) => tag.trim());
}
