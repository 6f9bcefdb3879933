import { useAdminText } from '#admin/i18n/admin-language.ts';
/** An uploaded file as the admin checks it: an image shown, a PDF linked; or a note that there is none. */
export default function FilePreview({
  type,
  url,
  label,
}: {
  type: 'image' | 'pdf';
  url: string | null;
  label: string;
}) {
  const words = useAdminText().form.files;
  if (!url) return <span className="admin-muted">{words.noFile}</span>;
  if (type === 'image') return <img className="file-preview__image" src={url} alt={label} loading="lazy" />;
  return (
    <a className="file-preview__pdf" href={url} target="_blank" rel="noopener">
      {words.openPdf(url.split('/').at(-1) ?? '')}
    </a>
  );
}
