import { randomBytes } from 'node:crypto';
import { lstat, mkdir, readdir, readlink, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';

/**
 * The live site folder (`SITE_OUT_DIR`, `dist/site`) is a symbolic link to one version of the
 * site in the folder beside it (`dist/site-versions/<id>`). A full publish writes a new version
 * and swaps the link over at once, with one rename: visitors get the old site or the new one,
 * never a mix. Incremental publishes write into the live version through the link, each file
 * renamed into place.
 */

/** The folder beside the live site that holds its versions. */
export const versionsFolderOf = (siteDir: string) => `${siteDir}-versions`;

/** A new, empty version folder of the site, for a full publish to write into. */
export async function newSiteFolder(siteDir: string): Promise<string> {
  const stamp = new Date().toISOString().replaceAll(/[:.]/g, '-');
  const folder = path.join(versionsFolderOf(siteDir), `${stamp}-${randomBytes(3).toString('hex')}`);
  await mkdir(folder, { recursive: true });
  return folder;
}

/** The version folder the live site links to; null when there is no site or it is a plain folder. */
async function liveVersion(siteDir: string): Promise<string | null> {
  const link = await lstat(siteDir).catch(() => null);
  if (!link?.isSymbolicLink()) return null;
  return path.resolve(path.dirname(siteDir), await readlink(siteDir));
}

/**
 * Makes `folder` (from newSiteFolder) the live site at once: the link is written under another
 * name and renamed over the live one. A live site that is a plain folder (written by an earlier
 * version of the publisher, or by `astro build`) is moved among the versions first. Returns the
 * version it replaced, for the caller to remove, or null.
 */
export async function swapInSiteFolder(siteDir: string, folder: string): Promise<string | null> {
  const link = `${siteDir}.${randomBytes(6).toString('hex')}.link`;
  await symlink(path.relative(path.dirname(siteDir), folder), link);
  try {
    let replaced = await liveVersion(siteDir);
    if (!replaced && (await lstat(siteDir).catch(() => null))?.isDirectory()) {
      replaced = `${folder}-replaced`;
      await rename(siteDir, replaced);
    }
    await rename(link, siteDir);
    return replaced;
  } catch (error) {
    await rm(link, { force: true });
    throw error;
  }
}

/**
 * Removes the versions of the site other than the live one: any a full publish cut short or a
 * removal interrupted left. Run before a full publish makes its own.
 */
export async function removeOldSiteFolders(siteDir: string): Promise<void> {
  const versions = versionsFolderOf(siteDir);
  const live = await liveVersion(siteDir);
  for (const entry of await readdir(versions).catch(() => [])) {
    const folder = path.join(versions, entry);
    if (folder !== live) await rm(folder, { recursive: true, force: true });
  }
  // A link a swap wrote but did not rename over the live one.
  const linkPrefix = `${path.basename(siteDir)}.`;
  for (const entry of await readdir(path.dirname(siteDir)).catch(() => [])) {
    if (entry.startsWith(linkPrefix) && entry.endsWith('.link')) await rm(path.join(path.dirname(siteDir), entry));
  }
}
