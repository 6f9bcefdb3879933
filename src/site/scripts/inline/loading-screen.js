// Runs inline right after the loading screen's markup, before the first paint: shows the screen
// once per browser session, in whichever tab or language it starts, unless the visitor asks for
// reduced motion, then fades it out. A session cookie (no expiry: it ends when the browser closes)
// marks it shown; tab storage would show it again in every new tab. Timings and the cookie's name
// come from the script's data attributes; a key press dismisses it at once.
(() => {
  try {
    const options = document.currentScript.dataset;
    const root = document.documentElement;
    const mark = `${options.cookie}=1`;
    const shown = () => document.cookie.split('; ').includes(mark);
    if (shown() || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    // biome-ignore lint/suspicious/noDocumentCookie: the screen is decided before the first paint, which the asynchronous Cookie Store API cannot do.
    document.cookie = `${mark}; path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
    // Without cookies it could not be shown only once, so it is not shown.
    if (!shown()) return;
    const leave = () => {
      if (root.getAttribute('data-loading-screen') !== 'shown') return;
      root.setAttribute('data-loading-screen', 'leaving');
      setTimeout(() => root.removeAttribute('data-loading-screen'), Number(options.fadeMs));
    };
    root.setAttribute('data-loading-screen', 'shown');
    root.style.setProperty('--loading-screen-ms', `${options.showMs}ms`);
    setTimeout(leave, Number(options.showMs));
    addEventListener('keydown', leave, { once: true });
  } catch {
    // Cookies can be blocked; the page then shows without the loading screen.
  }
})();
