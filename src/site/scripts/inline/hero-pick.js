// Swaps the hero to an image of its pool at random, before the first paint (CatalogHero.astro).
(function () {
  var script = document.currentScript;
  var choices = JSON.parse(script.dataset.choices);
  var picture = script.parentElement.querySelector('picture');
  var choice = choices[Math.floor(Math.random() * choices.length)];
  if (!picture || !choice) return;
  picture.querySelector('source[type="image/avif"]').srcset = choice.avif;
  picture.querySelector('source[type="image/webp"]').srcset = choice.webp;
  var image = picture.querySelector('img');
  image.width = choice.width;
  image.height = choice.height;
  image.alt = choice.alt;
  image.src = choice.src;
})();
