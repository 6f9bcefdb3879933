import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import { mediaName } from '#admin/i18n/item-titles.ts';
import QueryState from '#admin/layout/QueryState.tsx';
import type { LibraryChooserProps } from '#admin/resources/form/library-chooser.ts';
import SearchBox from '#admin/resources/lists/SearchBox.tsx';
import { type MediaLibraryItem, MediaLibraryQuerySchema } from '#shared/payloads/media-library.ts';
import { libraryQuerySearch } from './library-address.ts';
import MediaPicture from './MediaPicture.tsx';
import { useLibraryPage } from './use-media.ts';

/**
 * "Choose from the library": a dialog of the library's images, searched and a page at a time, from
 * which one image is taken with a click, or several selected and then added. It holds the focus
 * while open, closes on Escape, and is named by its title.
 */
export default function MediaChooser({ title, multiple = false, onChoose }: LibraryChooserProps) {
  const words = useAdminText().mediaChooser;
  return (
    <DialogTrigger>
      <Button className="admin-button admin-button--ghost">{words.open}</Button>
      <ModalOverlay className="admin-modal-overlay" isDismissable>
        <Modal className="admin-modal media-chooser">
          <Dialog className="admin-dialog">
            {({ close }) => (
              <>
                <Heading slot="title">{title}</Heading>
                <ChooserLibrary
                  multiple={multiple}
                  close={close}
                  onChoose={(chosen) => {
                    onChoose(chosen);
                    close();
                  }}
                />
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

/** The dialog's library: its own search and page, apart from the library screen's address. */
function ChooserLibrary({
  multiple,
  close,
  onChoose,
}: {
  multiple: boolean;
  close: () => void;
  onChoose: (chosen: MediaLibraryItem[]) => void;
}) {
  const t = useAdminText();
  const words = t.mediaChooser;
  const language = useAdminLanguage();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<MediaLibraryItem[]>([]);
  const search = libraryQuerySearch(MediaLibraryQuerySchema.parse({ q: q || undefined, page })).toString();
  const library = useLibraryPage(search);
  const isSelected = (media: MediaLibraryItem) => selected.some((one) => one.mediaId === media.mediaId);
  const toggle = (media: MediaLibraryItem) =>
    setSelected((current) =>
      isSelected(media) ? current.filter((one) => one.mediaId !== media.mediaId) : [...current, media],
    );

  return (
    <>
      <SearchBox
        label={t.mediaLibrary.search}
        placeholder={t.mediaLibrary.searchPlaceholder}
        value={q}
        onSearch={(typed) => {
          setQ(typed);
          setPage(1);
        }}
      />
      <QueryState query={library}>
        {({ items, total, pageSize }) => {
          const last = Math.max(1, Math.ceil(total / pageSize));
          const first = (page - 1) * pageSize + 1;
          return (
            <div className="media-chooser__library" aria-busy={library.isPlaceholderData}>
              {items.length === 0 ? (
                <p className="admin-empty">
                  {q ? t.lists.noMatch(t.mediaLibrary.images.manyLower) : t.mediaLibrary.none}
                </p>
              ) : (
                <ul className="media-grid media-chooser__grid">
                  {items.map((media) => {
                    const name = mediaName(media, language);
                    return (
                      <li key={media.mediaId} className="media-tile" data-media-id={media.mediaId}>
                        <button
                          type="button"
                          className="media-tile__link media-chooser__pick"
                          aria-label={multiple ? words.select(name) : words.choose(name)}
                          aria-pressed={multiple ? isSelected(media) : undefined}
                          onClick={() => (multiple ? toggle(media) : onChoose([media]))}
                        >
                          <MediaPicture media={media} sizes="10rem" className="media-tile__picture" />
                          <span className="media-tile__name">{name}</span>
                        </button>
                        <p className="media-tile__facts">{t.mediaLibrary.timesUsed(media.useCount)}</p>
                      </li>
                    );
                  })}
                </ul>
              )}
              <nav className="media-chooser__pages" aria-label={t.lists.pages(t.mediaLibrary.images.manyLower)}>
                <p aria-live="polite">
                  {total > 0 &&
                    t.lists.range(
                      String(Math.min(first, total)),
                      String(Math.min(page * pageSize, total)),
                      String(total),
                      total === 1 ? t.mediaLibrary.images.lower : t.mediaLibrary.images.some,
                    )}
                </p>
                <button
                  type="button"
                  className="admin-button admin-button--ghost"
                  disabled={page <= 1}
                  onClick={() => setPage(page - 1)}
                >
                  {t.lists.previous}
                </button>
                <button
                  type="button"
                  className="admin-button admin-button--ghost"
                  disabled={page >= last}
                  onClick={() => setPage(page + 1)}
                >
                  {t.lists.next}
                </button>
              </nav>
            </div>
          );
        }}
      </QueryState>
      <div className="admin-dialog__actions">
        <button type="button" className="admin-button admin-button--ghost" onClick={close}>
          {t.common.cancel}
        </button>
        {multiple && (
          <button
            type="button"
            className="admin-button"
            disabled={selected.length === 0}
            onClick={() => onChoose(selected)}
          >
            {words.addChosen(selected.length)}
          </button>
        )}
      </div>
    </>
  );
}
