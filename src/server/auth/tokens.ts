import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { RoleSchema } from '#shared/payloads/auth.ts';

const ALGORITHM = 'HS256';

const ClaimsSchema = z.object({ sub: z.string().regex(/^\d+$/), sid: z.string().min(1), roles: z.array(RoleSchema) });

/** Signed tokens that name their session (`sid`); the session decides whether a token still opens anything. */
export interface TokenIssuer {
  sign(
    userId: number,
    roles: string[],
    session: { sessionId: string; openedAt: Date; expiresAt: Date },
  ): Promise<string>;
  /** The user and session of a well-signed, unexpired token, or null for any other. */
  verify(token: string): Promise<{ userId: number; sessionId: string } | null>;
  /** A grant to preview one item's page, for a session, until `expiresAt` (schemas/preview.ts). */
  signPreview(grant: PreviewGrant, expiresAt: Date): Promise<string>;
  /** The grant of a well-signed, unexpired preview token, or null: a bearer token is none. */
  verifyPreview(token: string): Promise<PreviewGrant | null>;
}

export interface PreviewGrant {
  userId: number;
  sessionId: string;
  kind: string;
  id: number;
}

/** The audience of preview grants: a bearer token has none, so neither passes for the other. */
const PREVIEW_AUDIENCE = 'preview';
const PreviewClaimsSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  sid: z.string().min(1),
  kind: z.string(),
  id: z.number().int().positive(),
});

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function tokenIssuer(secret: string): TokenIssuer {
  // jose takes HMAC keys of any length; env.ts refuses short ones.
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId, roles, session) =>
      new SignJWT({ roles, sid: session.sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt(seconds(session.openedAt))
        .setExpirationTime(seconds(session.expiresAt))
        .sign(key),
    async verify(token) {
      try {
        // jose accepts a token without `exp` unless it is required.
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          requiredClaims: ['exp', 'sub', 'sid'],
        });
        if (payload.aud !== undefined) return null;
        const claims = ClaimsSchema.parse(payload);
        return { userId: Number(claims.sub), sessionId: claims.sid };
      } catch {
        return null;
      }
    },
    signPreview: ({ userId, sessionId, kind, id }, expiresAt) =>
      new SignJWT({ sid: sessionId, kind, id })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setAudience(PREVIEW_AUDIENCE)
        .setExpirationTime(seconds(expiresAt))
        .sign(key),
    async verifyPreview(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          audience: PREVIEW_AUDIENCE,
          requiredClaims: ['exp', 'sub', 'sid'],
        });
        const claims = PreviewClaimsSchema.parse(payload);
        return { userId: Number(claims.sub), sessionId: claims.sid, kind: claims.kind, id: claims.id };
      } catch {
        return null;
      }
    },
  };
}
