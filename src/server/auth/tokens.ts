import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { RoleSchema } from '#shared/schemas/auth.ts';

const ALGORITHM = 'HS256';

const ClaimsSchema = z.object({ sub: z.string().regex(/^\d+$/), roles: z.array(RoleSchema) });

export interface TokenIssuer {
  sign(userId: number, roles: string[]): Promise<string>;
  /** The user id and roles of a valid token, or null for a bad, tampered or expired one. */
  verify(token: string): Promise<{ userId: number; roles: string[] } | null>;
}

export function tokenIssuer(secret: string, expiry: string): TokenIssuer {
  // jose takes HMAC keys of any length; env.ts refuses short ones.
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId, roles) =>
      new SignJWT({ roles })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(expiry)
        .sign(key),
    async verify(token) {
      try {
        // jose accepts a token without `exp` unless it is required.
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], requiredClaims: ['exp', 'sub'] });
        const claims = ClaimsSchema.parse(payload);
        return { userId: Number(claims.sub), roles: claims.roles };
      } catch {
        return null;
      }
    },
  };
}
