/**
 * The home hero's films (components/home/HeroVideo.astro). Previous and next wrap around; pause
 * holds the current film and stays in force across slides. A film's source is set only when its
 * slide is shown once the page has loaded and gone idle, so posters are all a first visit fetches.
 * Under reduced motion nothing plays until the visitor presses play; off screen, the film rests.
 */
const root = document.querySelector<HTMLElement>('[data-hero]');

function whenIdle(run: () => void) {
  // Safari has no requestIdleCallback; a timeout after load is the nearest it offers.
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run) : setTimeout(run, 1));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

function start(hero: HTMLElement) {
  const slides = [...hero.querySelectorAll<HTMLElement>('[data-hero-slide]')];
  const videos = slides.map((slide) => slide.querySelector('video'));
  const pauseButton = hero.querySelector<HTMLButtonElement>('[data-hero-pause]');
  const count = hero.querySelector<HTMLElement>('[data-hero-count]');
  const labels = {
    pause: hero.dataset.labelPause ?? '',
    play: hero.dataset.labelPlay ?? '',
    count: hero.dataset.labelCount ?? '',
  };
  let current = 0;
  let paused = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  let interactive = false;
  let inView = true;

  for (const [index, video] of videos.entries()) {
    video?.addEventListener('playing', () => slides[index]?.classList.add('is-playing'));
  }

  function render() {
    for (const [index, slide] of slides.entries()) {
      const active = index === current;
      slide.toggleAttribute('data-active', active);
      if (!active) videos[index]?.pause();
    }
    const video = videos[current];
    if (video && interactive && inView && !paused) {
      if (!video.src && video.dataset.src) video.src = video.dataset.src;
      // A play interrupted by the next switch rejects; the next render starts the right film.
      video.play().catch(() => undefined);
    } else {
      video?.pause();
    }
    hero.classList.toggle('is-paused', paused);
    pauseButton?.setAttribute('aria-label', paused ? labels.play : labels.pause);
    if (count)
      count.textContent = labels.count
        .replace('{index}', String(current + 1))
        .replace('{total}', String(slides.length));
  }

  function go(step: number) {
    current = (current + step + slides.length) % slides.length;
    render();
  }

  hero.querySelector('[data-hero-prev]')?.addEventListener('click', () => go(-1));
  hero.querySelector('[data-hero-next]')?.addEventListener('click', () => go(1));
  pauseButton?.addEventListener('click', () => {
    paused = !paused;
    render();
  });
  new IntersectionObserver(([entry]) => {
    inView = entry?.isIntersecting ?? true;
    render();
  }).observe(hero);

  hero.querySelector('[data-hero-controls]')?.removeAttribute('hidden');
  render();
  whenIdle(() => {
    interactive = true;
    render();
  });
}

if (root) start(root);
