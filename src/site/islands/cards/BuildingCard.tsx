import type { BuildingCardData } from '#site/data/views/building-view.ts';
import CardPicture from './CardPicture.tsx';
import './cards.css';

export default function BuildingCard({ building, more }: { building: BuildingCardData; more: string }) {
  return (
    <li className="building-card" data-building-card>
      <article className="card">
        <CardPicture
          className="building-card__image"
          image={building.image}
          sizes="(max-width: 767px) 100vw, (max-width: 1199px) 50vw, 600px"
        />
        <div className="building-card__body">
          <h3 className="card-title" lang={building.titleLang}>
            <a href={building.href}>{building.title}</a>
          </h3>
          <p className="building-card__address" lang={building.addressLang}>
            {building.address}
          </p>
          {building.catalogTitle && (
            <p className="building-card__catalog" lang={building.catalogTitleLang}>
              {building.catalogTitle}
            </p>
          )}
          <span className="building-card__more" aria-hidden="true">
            {more} <span>→</span>
          </span>
        </div>
      </article>
    </li>
  );
}
