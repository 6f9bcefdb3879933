// Runs inline in the head, before anything paints: a visitor whose stored language differs from
// the page's goes to the same page in their language. It mirrors parseStoredLanguage
// (languages.ts) and localizePath (routes.ts); the storage key comes from the script's data-key.
(() => {
  try {
    const stored = localStorage.getItem(document.currentScript.dataset.key);
    const wanted = stored === 'sq' || stored === 'true' ? 'sq' : stored === 'en' || stored === 'false' ? 'en' : null;
    const path = location.pathname;
    const isEnglish = path === '/en' || path.startsWith('/en/');
    if (!wanted || wanted === (isEnglish ? 'en' : 'sq')) return;
    const rest = isEnglish ? path.slice(3) || '/' : path;
    const target = wanted === 'en' ? (rest === '/' ? '/en/' : `/en${rest}`) : rest;
    location.replace(target + location.search + location.hash);
  } catch {
    // Storage can be blocked; the page then stays in its own language.
  }
})();
