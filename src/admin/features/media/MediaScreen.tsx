import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import { mediaName } from '#admin/i18n/item-titles.ts';
import PageHeader from '#admin/layout/PageHeader.tsx';
import QueryState from '#admin/layout/QueryState.tsx';
import { ApiRequestError, type Versioned } from '#admin/lib/api-client.ts';
import ConfirmDelete from '#admin/resources/ConfirmDelete.tsx';
import { useDeleteWithNotice } from '#admin/resources/use-delete-with-notice.ts';
import { MEDIA, type Media } from '#shared/entities/media.ts';
import type { FromLibrary } from './library-address.ts';
import MediaInUse from './MediaInUse.tsx';
import MediaPicture from './MediaPicture.tsx';
import MediaTextForm from './MediaTextForm.tsx';
import { MEDIA_SCREENS } from './media-screens.ts';
import OriginalFacts from './OriginalFacts.tsx';
import ReplaceFile from './ReplaceFile.tsx';
import { useMediaItem, useMediaWritten } from './use-media.ts';
import WhereUsed from './WhereUsed.tsx';

/** The way back to the library: as the admin left it, when they came from it. */
interface Back {
  to: string;
  label: string;
}

/**
 * /adminpage/media/view/:mediaId: one image, large; its file as uploaded; what it shows in each
 * language, or that it is decorative, and its focal point, saved together; its file replaced; the
 * places that show it; its delete; and its history. An image that is gone says so (QueryState).
 */
export default function MediaScreen() {
  const id = Number(useParams()[MEDIA.admin.viewParam]);
  const item = useMediaItem(id);
  const language = useAdminLanguage();
  const librarySearch = (useLocation().state as FromLibrary | null)?.librarySearch;
  const back = {
    to: librarySearch ? `${MEDIA_SCREENS.paths.list}?${librarySearch}` : MEDIA_SCREENS.paths.list,
    label: MEDIA_SCREENS.nouns[language].many,
  };
  return <QueryState query={item}>{(opened) => <MediaItem key={id} opened={opened} back={back} />}</QueryState>;
}

/**
 * The image as the screen opened it, then as its own saves and replacements leave it: what its
 * writes are made from, whatever another admin saves meanwhile (their save refuses ours, 412).
 */
function MediaItem({ opened, back }: { opened: Versioned<Media>; back: Back }) {
  const [current, setCurrent] = useState(opened);
  const written = useMediaWritten();
  const navigate = useNavigate();
  const t = useAdminText();
  const language = useAdminLanguage();
  const { remove, isPending, failure } = useDeleteWithNotice(MEDIA_SCREENS, () => navigate(back.to));
  const { data: media, version } = current;
  const queryClient = useQueryClient();
  const refused = failure instanceof ApiRequestError && failure.status === 409 ? failure : null;
  // A refusal names the places as they are now: the list below reads them again to agree with it.
  useEffect(() => {
    if (refused) void queryClient.invalidateQueries({ queryKey: [MEDIA.kind, 'uses', media.mediaId] });
  }, [refused, queryClient, media.mediaId]);
  const name = mediaName(media, language);
  const own = language === 'sq' ? media.altSq : media.altEn;
  const other = language === 'sq' ? media.altEn : media.altSq;
  const update = (next: Versioned<Media>) => {
    setCurrent(next);
    void written(next);
  };

  return (
    <>
      <PageHeader
        title={name}
        back={back}
        actions={
          <>
            <Link className="admin-button admin-button--ghost" to={MEDIA_SCREENS.paths.history(media.mediaId)}>
              {t.view.history}
            </Link>
            <ConfirmDelete
              name={name}
              what={MEDIA_SCREENS.nouns[language].item}
              version={version}
              isPending={isPending}
              onConfirm={(confirmed) => remove(media.mediaId, confirmed)}
            />
          </>
        }
      />
      {refused && <MediaInUse refusal={refused} />}
      <div className="media-item">
        <figure className="media-item__image">
          <MediaPicture
            media={media}
            sizes="(min-width: 1024px) 55vw, 100vw"
            alt={media.decorative ? '' : own || other}
            eager
          />
        </figure>
        <div className="media-item__side">
          <OriginalFacts media={media} />
          <WhereUsed mediaId={media.mediaId} />
          <ReplaceFile media={media} version={version} onReplaced={update} />
        </div>
      </div>
      <MediaTextForm media={media} version={version} onCurrent={update} />
    </>
  );
}
