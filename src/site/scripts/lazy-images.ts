import { IMAGE_LAZY_MARGIN_PX } from '#shared/constants.ts';

/**
 * Loads lazy pictures when they come within 600 px of the viewport (docs/product.md#states-and-transitions), and marks a
 * picture whose image fails so that its placeholder shows.
 */
function load(picture: Element) {
  for (const source of picture.querySelectorAll<HTMLSourceElement>('source[data-srcset]')) {
    source.srcset = source.dataset.srcset ?? '';
    source.removeAttribute('data-srcset');
  }
  const image = picture.querySelector<HTMLImageElement>('img[data-src]');
  if (image) {
    image.src = image.dataset.src ?? '';
    image.removeAttribute('data-src');
  }
}

const observer = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      load(entry.target);
    }
  },
  { rootMargin: `${IMAGE_LAZY_MARGIN_PX}px` },
);

export function watchLazyPictures(root: ParentNode = document) {
  for (const picture of root.querySelectorAll('[data-lazy-picture]')) observer.observe(picture);
}

document.addEventListener(
  'error',
  (event) => {
    if (event.target instanceof HTMLImageElement) event.target.closest('picture')?.classList.add('is-broken');
  },
  true,
);
watchLazyPictures();
