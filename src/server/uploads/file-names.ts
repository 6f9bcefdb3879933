import { randomBytes } from 'node:crypto';

/** A fresh, unguessable file key; the client's file name never reaches the disk. */
export const newFileKey = () => randomBytes(12).toString('base64url');
