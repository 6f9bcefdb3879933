import OrderList from '../ordering/OrderList.tsx';
import { useSaveOrder } from '../ordering/use-save-order.ts';
import type { CollectionImage, ImageCollection, Parent } from './image-collection.ts';

/** The images of one parent as a grid to put in another order, which its public gallery follows; each drop is saved. */
export default function ImageGroupOrder({
  collection,
  parent,
  images,
  path,
}: {
  collection: ImageCollection;
  parent: Parent;
  images: CollectionImage[];
  path: string;
}) {
  const save = useSaveOrder({
    queryKey: [collection.key, 'list'],
    idOf: (image: CollectionImage) => image.id,
    what: `${collection.many.toLowerCase()} of ${parent.title}`,
  });
  return (
    <>
      <p className="order-help">
        Drag an image by its handle, or focus the handle, press Enter, move with the arrow keys and press Enter again.
        Each move is saved and published.
      </p>
      <OrderList
        label={`Order of the images of ${parent.title}`}
        layout="grid"
        items={images.map((image) => ({
          id: image.id,
          title: `Image #${image.id}`,
          image: image.url,
          srcSet: image.srcSet,
        }))}
        onOrder={(ids) => save.mutate({ path, ids })}
      />
    </>
  );
}
