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
  if (!url) return <span className="admin-muted">No file</span>;
  if (type === 'image') return <img className="file-preview__image" src={url} alt={label} loading="lazy" />;
  return (
    <a className="file-preview__pdf" href={url} target="_blank" rel="noopener">
      Open the PDF ({url.split('/').at(-1)})
    </a>
  );
}
