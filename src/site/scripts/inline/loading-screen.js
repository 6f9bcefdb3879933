// Runs inline right after the loading screen's markup, before the first paint: shows the screen
// once per browser session unless the visitor asks for reduced motion, then fades it out. Timings
// and the session key come from the script's data attributes; a key press dismisses it at once.
(() => {
  try {
    const options = document.currentScript.dataset;
    const root = document.documentElement;
    if (sessionStorage.getItem(options.sessionKey) || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const leave = () => {
      if (root.getAttribute('data-loading-screen') !== 'shown') return;
      root.setAttribute('data-loading-screen', 'leaving');
      sessionStorage.setItem(options.sessionKey, 'true');
      setTimeout(() => root.removeAttribute('data-loading-screen'), Number(options.fadeMs));
    };
    root.setAttribute('data-loading-screen', 'shown');
    root.style.setProperty('--loading-screen-ms', `${options.showMs}ms`);
    setTimeout(leave, Number(options.showMs));
    addEventListener('keydown', leave, { once: true });
  } catch {
    // Storage can be blocked; the page then shows without the loading screen.
  }
})();
