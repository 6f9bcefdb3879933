/** How much of a save has been sent; files make it take a while. */
export default function UploadProgress({ share, hasFiles }: { share: number; hasFiles: boolean }) {
  const percent = Math.round(share * 100);
  const label = hasFiles && percent < 100 ? `Uploading… ${percent}%` : 'Saving…';
  return (
    <div className="upload-progress" role="status">
      <progress max={100} value={percent} aria-label="Upload progress" />
      <span>{label}</span>
    </div>
  );
}
