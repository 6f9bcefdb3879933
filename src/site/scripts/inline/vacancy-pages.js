// Hides the vacancies past the first page before the first paint, so they never flash into view (VacancyList.astro).
(function () {
  var script = document.currentScript;
  var pageSize = Number(script.dataset.pageSize);
  var list = script.previousElementSibling;
  list.querySelectorAll('li').forEach(function (item, index) {
    if (index >= pageSize) item.hidden = true;
  });
  list.querySelector('[data-load-more]').hidden = false;
})();
