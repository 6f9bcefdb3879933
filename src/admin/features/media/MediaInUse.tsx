import { Link } from 'react-router';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import type { ApiRequestError } from '#admin/lib/api-client.ts';
import { placeOfUse, usesOf } from './media-uses.ts';

/**
 * Why an image was not deleted (409: it is still in use), in the API's words, and each place that
 * uses it as a link to that place, where the refusal names them.
 */
export default function MediaInUse({ refusal }: { refusal: ApiRequestError }) {
  const words = useAdminText().mediaItem;
  const language = useAdminLanguage();
  const places = usesOf(refusal).map((use) => ({
    key: `${use.kind}:${use.id}:${use.field}:${use.inChanges ?? false}`,
    ...placeOfUse(use, language),
  }));
  return (
    <div className="admin-alert admin-alert--error media-in-use" role="alert">
      <p>{refusal.message}</p>
      {places.length > 0 && (
        <>
          <p>{words.usedIn}</p>
          <ul>
            {places.map((place) => {
              const text = words.placeText(place.title, place.field, place.inChanges);
              return <li key={place.key}>{place.to ? <Link to={place.to}>{text}</Link> : text}</li>;
            })}
          </ul>
        </>
      )}
    </div>
  );
}
