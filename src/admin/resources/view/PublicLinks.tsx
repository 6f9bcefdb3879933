import { useAdminText } from '#admin/i18n/admin-language.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';

/** Links to an item's page on the public site, in both languages. */
export default function PublicLinks({ path }: { path: string }) {
  const t = useAdminText();
  return (
    <p className="public-links">
      {t.view.onSite}{' '}
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
