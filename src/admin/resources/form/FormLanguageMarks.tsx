import { type Control, useWatch } from 'react-hook-form';
import LanguageMarks from '../LanguageMarks.tsx';
import type { ResourceConfig } from '../resource.ts';

/** The form's completeness in each language, as the admin types. */
export default function FormLanguageMarks<T extends Record<string, unknown>>({
  config,
  control,
}: {
  config: ResourceConfig<T>;
  control: Control<Record<string, unknown>>;
}) {
  const values = useWatch({ control });
  return (
    <div className="admin-form__languages">
      <LanguageMarks gaps={config.languageGaps(values)} />
    </div>
  );
}
