import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useAdminText } from '#admin/i18n/admin-language.ts';
import { ApiRequestError, versionedRequest } from '#admin/lib/api-client.ts';
import FocalPointPicker, { type FocalPoint } from '#admin/resources/form/FocalPointPicker.tsx';
import type { CollectionImage, ImageCollection } from './image-collection.ts';
import { useSetFocalPoint } from './use-collection.ts';

interface Props {
  collection: ImageCollection;
  image: CollectionImage;
  /** The image as its card names it ("Lake Residence, image 2"). */
  name: string;
}

/**
 * A collection image card's Focal point button, which opens the image's point in a dialog to set
 * and save. The dialog reads the image when it opens, so that the point shown is the latest and the
 * save is made from that version: the API refuses it if someone saved the image meanwhile.
 */
export default function FocalPointDialog({ collection, image, name }: Props) {
  const t = useAdminText();
  const title = t.focalPoint.setOf(name);
  return (
    <DialogTrigger>
      {/* Named after its image, as Delete is: a gallery has one per card. */}
      <Button className="admin-button admin-button--ghost" aria-label={title}>
        {t.focalPoint.title}
      </Button>
      <ModalOverlay className="admin-modal-overlay" isDismissable>
        <Modal className="admin-modal focal-dialog">
          <Dialog className="admin-dialog">
            {({ close }) => (
              <>
                <Heading slot="title">{title}</Heading>
                <FocalPointForm collection={collection} id={image.id} name={name} close={close} />
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

function FocalPointForm({
  collection,
  id,
  name,
  close,
}: {
  collection: ImageCollection;
  id: number;
  name: string;
  close: () => void;
}) {
  const t = useAdminText();
  const current = useQuery({
    queryKey: [collection.entity.kind, 'focal', id],
    queryFn: ({ signal }) => versionedRequest('GET', collection.api.single(id), collection.focalSchema, { signal }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const [moved, setMoved] = useState<FocalPoint | null>(null);
  const save = useSetFocalPoint(collection);

  if (current.isPending) {
    return (
      <>
        <p role="status">{t.common.loading}</p>
        <Actions close={close} />
      </>
    );
  }
  if (current.isError) {
    const gone = current.error instanceof ApiRequestError && current.error.status === 404;
    return <Unreadable why={gone ? t.common.notFound : t.common.loadFailed} close={close} />;
  }
  const { data, version } = current.data;
  if (!data.url) return <Unreadable why={t.common.notFound} close={close} />;
  const point = moved ?? data.point;
  return (
    <>
      <FocalPointPicker url={data.url} label={name} point={point} onChange={setMoved} />
      <Actions
        close={close}
        save={{
          pending: save.isPending,
          run: () => save.mutate({ id, point, version }, { onSuccess: close }),
        }}
      />
    </>
  );
}

function Unreadable({ why, close }: { why: string; close: () => void }) {
  return (
    <>
      <p role="alert">{why}</p>
      <Actions close={close} />
    </>
  );
}

function Actions({ close, save }: { close: () => void; save?: { pending: boolean; run: () => void } }) {
  const t = useAdminText();
  return (
    <div className="admin-dialog__actions">
      <Button className="admin-button admin-button--ghost" onPress={close}>
        {t.common.cancel}
      </Button>
      {save && (
        <Button className="admin-button" isDisabled={save.pending} onPress={save.run}>
          {save.pending ? t.form.saving : t.focalPoint.save}
        </Button>
      )}
    </div>
  );
}
