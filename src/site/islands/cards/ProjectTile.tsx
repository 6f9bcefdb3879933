import type { ProjectTileData } from '#site/data/views/project-view.ts';
import CardPicture from './CardPicture.tsx';
import './cards.css';

/** One project of the grid; the whole card leads to the project's page. */
export default function ProjectTile({ project, more }: { project: ProjectTileData; more: string }) {
  return (
    <li className="tile">
      <CardPicture
        className="tile__picture"
        image={project.image}
        sizes="(min-width: 1024px) 33vw, (min-width: 576px) 50vw, 100vw"
      />
      <div className="tile__body">
        <p className="tile__type">{project.typeLabel}</p>
        <h3 className="card-title tile__title" lang={project.titleLang}>
          <a href={project.href}>{project.title}</a>
        </h3>
        <p className="tile__address" lang={project.addressLang}>
          {project.address}
        </p>
        <p className="tile__description" lang={project.textLang}>
          {project.text}
        </p>
        <span className="tile__more" aria-hidden="true">
          {more} →
        </span>
      </div>
    </li>
  );
}
