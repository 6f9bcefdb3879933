import { z } from 'zod';

export const ROLES = ['ROLE_ADMIN', 'ROLE_USER'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

export const LoginInputSchema = z.object({
  usernameOrEmail: z.string().trim().min(1, 'Enter your email or username.').max(254),
  password: z.string().min(1, 'Enter your password.').max(1024),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const LoginResponseSchema = z.object({
  token: z.string(),
  userId: z.number().int(),
  username: z.string(),
  email: z.string(),
  roles: z.array(z.object({ role: RoleSchema })),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;
