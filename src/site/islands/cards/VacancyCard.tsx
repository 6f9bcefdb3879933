import type { VacancyCardData } from '#site/data/views/vacancy-view.ts';
import './cards.css';

/** One vacancy: its place in the list, its title linking to the details, the preview ending in an arrow. */
export default function VacancyCard({ vacancy, position }: { vacancy: VacancyCardData; position: number }) {
  // The last word travels with the arrow, so the arrow never wraps onto a line of its own.
  const lastSpace = vacancy.preview.lastIndexOf(' ') + 1;
  return (
    <li className="job-card">
      <span className="job-card__index" aria-hidden="true">
        {String(position).padStart(2, '0')}
      </span>
      <h3 className="card-title" lang={vacancy.titleLang}>
        <a href={vacancy.href}>{vacancy.title}</a>
      </h3>
      <p className="job-card__preview" lang={vacancy.previewLang}>
        {vacancy.preview.slice(0, lastSpace)}
        <span className="job-card__tail">
          {vacancy.preview.slice(lastSpace)}
          <svg
            className="job-card__arrow"
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="20"
            height="20"
            focusable="false"
          >
            <path
              d="M4 12h15m-6-6 6 6-6 6"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
      </p>
    </li>
  );
}
