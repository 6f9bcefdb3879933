import { useAdminText } from '#admin/i18n/admin-language.ts';
/** How much of a save has been sent; files make it take a while. */
export default function UploadProgress({ share, hasFiles }: { share: number; hasFiles: boolean }) {
  const t = useAdminText();
  const percent = Math.round(share * 100);
  const label = hasFiles && percent < 100 ? t.form.uploading(percent) : t.form.saving;
  return (
    <div className="upload-progress" role="status">
      <progress max={100} value={percent} aria-label={t.form.uploadProgress} />
      <span>{label}</span>
    </div>
  );
}
