import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface Props {
  title: string;
  /** Where "back" leads, and what it is called. */
  back?: { to: string; label: string };
  actions?: ReactNode;
}

/** The heading of an admin screen, with its way back and its main actions. */
export default function PageHeader({ title, back, actions }: Props) {
  return (
    <header className="page-header">
      {back && (
        <Link className="page-header__back" to={back.to}>
          ← {back.label}
        </Link>
      )}
      <div className="page-header__row">
        <h1>{title}</h1>
        {actions && <div className="page-header__actions">{actions}</div>}
      </div>
    </header>
  );
}
