import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import PageHeader from '#admin/layout/PageHeader.tsx';
import QueryState from '#admin/layout/QueryState.tsx';
import { notify } from '#admin/layout/Toasts.tsx';
import { logFailure, versionedRequest } from '#admin/lib/api-client.ts';
import { messagesIn } from '#admin/lib/messages.ts';
import { DASHBOARD_PATH } from '#admin/lib/routes.ts';
import ConfirmDelete from '#admin/resources/ConfirmDelete.tsx';
import ListFilter, { matchesFilter } from '#admin/resources/lists/ListFilter.tsx';
import OrderList from '../ordering/OrderList.tsx';
import OrderToggle from '../ordering/OrderToggle.tsx';
import { useDeletedNotice } from '../trash/use-trash-change.ts';
import FocalPointDialog from './FocalPointDialog.tsx';
import type { CollectionImage, ImageCollection, Parent } from './image-collection.ts';
import { useCollectionImages, useDeleteImage, useParents } from './use-collection.ts';

/** Every image of a collection as thumbnails, grouped by the project or news item they belong to. */
export default function ImageCollectionList({ collection }: { collection: ImageCollection }) {
  const images = useCollectionImages(collection);
  const parents = useParents(collection);
  const [filter, setFilter] = useState('');
  const t = useAdminText();
  const language = useAdminLanguage();
  const noun = collection.nouns[language];

  return (
    <>
      <PageHeader
        title={noun.many}
        back={{ to: DASHBOARD_PATH, label: t.common.dashboard }}
        actions={
          <Link className="admin-button" to={collection.paths.add}>
            {t.images.add}
          </Link>
        }
      />
      <QueryState query={images}>
        {(all) => (
          <QueryState query={parents}>
            {(parentList) => {
              const groups = parentList
                .map((parent) => ({ parent, images: all.filter((image) => image.parentId === parent.id) }))
                .filter((group) => group.images.length > 0);
              const shown = groups.filter((group) =>
                matchesFilter(filter, [group.parent.title, String(group.parent.id)]),
              );
              return (
                <>
                  <ListFilter
                    value={filter}
                    onChange={setFilter}
                    label={t.images.filterBy(collection.parent.nouns[language])}
                    shown={shown.length}
                    total={groups.length}
                  />
                  {groups.length === 0 && <p className="admin-empty">{t.images.none(noun)}</p>}
                  {shown.map((group) => (
                    <ImageGroup
                      key={group.parent.id}
                      collection={collection}
                      parent={group.parent}
                      images={group.images}
                    />
                  ))}
                </>
              );
            }}
          </QueryState>
        )}
      </QueryState>
    </>
  );
}

function ImageGroup({
  collection,
  parent,
  images,
}: {
  collection: ImageCollection;
  parent: Parent;
  images: CollectionImage[];
}) {
  const [ordering, setOrdering] = useState(false);
  const orderPath = collection.api.order?.(parent.id);
  const words = useAdminText().images;
  const noun = collection.nouns[useAdminLanguage()];
  return (
    <section className="image-group" aria-labelledby={`group-${parent.id}`}>
      <div className="image-group__heading">
        <h2 id={`group-${parent.id}`}>
          <Link to={collection.parent.viewPath(parent.id)}>{parent.title}</Link>{' '}
          <span className="admin-muted">({words.count(images.length)})</span>
        </h2>
        {orderPath && images.length > 1 && (
          <OrderToggle ordering={ordering} onChange={setOrdering} of={words.ofParent(parent.title)} />
        )}
      </div>
      {ordering && orderPath ? (
        <OrderList
          label={words.orderOf(parent.title)}
          help={{ moving: words.moving }}
          layout="grid"
          items={images}
          describe={(image) => ({
            id: image.id,
            title: words.imageNumber(image.id),
            image: image.url,
            srcSet: image.srcSet,
          })}
          save={{
            path: orderPath,
            queryKey: [collection.entity.kind, 'list'],
            what: words.orderWhat(noun.manyLower, parent.title),
          }}
        />
      ) : (
        <ul className="thumbnail-grid">
          {images.map((image, index) => (
            <ImageTile
              key={image.id}
              collection={collection}
              image={image}
              name={words.tileName(parent.title, index + 1)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function ImageTile({ collection, image, name }: { collection: ImageCollection; image: CollectionImage; name: string }) {
  const language = useAdminLanguage();
  const noun = collection.nouns[language];
  const messages = messagesIn(language, noun);
  const deletedNotice = useDeletedNotice();
  const remove = useDeleteImage(collection, {
    onDeleted: (_id, trashEntry) => deletedNotice(messages.deleted, trashEntry),
    onFailed: (error) => {
      logFailure(error);
      notify(messages.deleteFailed, 'error');
    },
  });
  return (
    <li className="thumbnail-tile" data-image-id={image.id}>
      {image.url && <img src={image.url} srcSet={image.srcSet} sizes="200px" alt={name} loading="lazy" />}
      {image.url && <FocalPointDialog collection={collection} image={image} name={name} />}
      <ConfirmDelete
        name={name}
        what={noun.item}
        isPending={remove.isPending}
        check={{
          key: [collection.entity.kind, 'delete-check', image.id],
          read: async (signal) => ({
            name,
            version: (await versionedRequest('GET', collection.api.single(image.id), z.unknown(), { signal })).version,
          }),
        }}
        onConfirm={(version) => remove.mutate({ id: image.id, version })}
      />
    </li>
  );
}
