// Runs inline in the head, before anything paints: on a browser's first page of the site the web
// fonts wait for the page's load, so that on a slow connection their 86 KB do not take the bandwidth
// of the first screen's image (Lighthouse's LCP fell by about 450 ms without them). The fallback
// faces have their metrics, so the swap moves little (decision 021). Later pages find them in the
// cache and use them at once; the storage key, which marks them fetched, comes from data-key.
(() => {
  try {
    const key = document.currentScript.dataset.key;
    if (localStorage.getItem(key)) return;
    const root = document.documentElement;
    root.classList.add('web-fonts-later');
    addEventListener(
      'load',
      () => {
        root.classList.remove('web-fonts-later');
        localStorage.setItem(key, '1');
      },
      { once: true },
    );
  } catch {
    // Storage can be blocked; the page then fetches its fonts at once, as without this script.
  }
})();
