// Hides the vacancies past the first page before the first paint, so they never flash into view (VacancyList.astro).
(() => {
  const script = document.currentScript;
  const pageSize = Number(script.dataset.pageSize);
  const list = script.previousElementSibling;
  list.querySelectorAll('li').forEach((item, index) => {
    if (index >= pageSize) item.hidden = true;
  });
  list.querySelector('[data-load-more]').hidden = false;
})();
