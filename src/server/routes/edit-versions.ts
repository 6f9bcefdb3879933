import type { FastifyReply, FastifyRequest } from 'fastify';
import { PUBLISH_EVENT_HEADER } from '#shared/payloads/publish.ts';
import { etagOf } from '../resources/versions.ts';

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

/**
 * The answer of an update made from a version: the item, its new version as ETag, and the change
 * event it recorded; an update that changed nothing recorded none, and publishes nothing.
 */
export function sendUpdated(reply: FastifyReply, eventId: number | null, version: unknown, item: unknown) {
  if (eventId !== null) reply.header(PUBLISH_EVENT_HEADER, String(eventId));
  return reply.header('ETag', etagOf(version)).send(item);
}
