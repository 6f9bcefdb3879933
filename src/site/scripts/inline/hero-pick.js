// Swaps the hero to an image of its pool at random, before the first paint (PageHero.astro).
(() => {
  const script = document.currentScript;
  const choices = JSON.parse(script.dataset.choices);
  const picture = script.parentElement.querySelector('picture');
  const choice = choices[Math.floor(Math.random() * choices.length)];
  if (!picture || !choice) return;
  for (const source of picture.querySelectorAll('source')) source.sizes = choice.sizes;
  picture.querySelector('source[type="image/avif"]').srcset = choice.avif;
  picture.querySelector('source[type="image/webp"]').srcset = choice.webp;
  const image = picture.querySelector('img');
  image.width = choice.width;
  image.height = choice.height;
  image.alt = choice.alt;
  // The text's language where it is not the page's (Picture.astro's altLang).
  if (choice.lang) image.lang = choice.lang;
  else image.removeAttribute('lang');
  image.src = choice.src;
  image.style.objectPosition = choice.position;
})();
