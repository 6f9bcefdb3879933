import { localizePath } from '#shared/i18n/localized-paths.ts';

/** Links to an item's page on the public site, in both languages. */
export default function PublicLinks({ path }: { path: string }) {
  return (
    <p className="public-links">
      On the site:{' '}
      <a href={localizePath(path, 'sq')} target="_blank" rel="noopener">
        Shqip
      </a>{' '}
      ·{' '}
      <a href={localizePath(path, 'en')} target="_blank" rel="noopener">
        English
      </a>
    </p>
  );
}
