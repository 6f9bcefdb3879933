import { useAdminText } from '#admin/i18n/admin-language.ts';

/**
 * An error's text as the API or the publisher wrote it (in English, for whoever runs the server),
 * closed under the admin's own words for it until asked for.
 */
export default function TechnicalDetails({ text }: { text: string }) {
  const words = useAdminText().dashboard;
  return (
    <details className="technical-details">
      <summary>{words.technicalDetails}</summary>
      <code lang="en">{text}</code>
    </details>
  );
}
