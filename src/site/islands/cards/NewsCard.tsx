import type { NewsCardData } from '#site/data/views/news-view.ts';
import CardPicture from './CardPicture.tsx';
import './cards.css';

export default function NewsCard({ news }: { news: NewsCardData }) {
  return (
    <li className="news-card" data-news-card data-news-type={news.type} data-news-title={news.title}>
      <article className="card">
        <CardPicture
          className="news-card__image"
          image={news.image}
          sizes="(max-width: 767px) 100vw, (max-width: 1199px) 50vw, 400px"
        />
        <div className="news-card__body">
          <p className="eyebrow news-card__meta">
            <span>{news.typeLabel}</span>
            <time dateTime={news.date}>{news.dateText}</time>
          </p>
          <h3 className="card-title" lang={news.titleLang}>
            <a href={news.href}>{news.title}</a>
          </h3>
          <p className="news-card__text" lang={news.textLang}>
            {news.text}
          </p>
        </div>
      </article>
    </li>
  );
}
