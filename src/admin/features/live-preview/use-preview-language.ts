import { useEffect, useRef, useState } from 'react';
import { type Control, type FieldValues, useWatch } from 'react-hook-form';
import { useAdminLanguage } from '#admin/i18n/admin-language.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { typedLanguage } from './typed-language.ts';

/**
 * The language the live preview shows the page in: the admin's at first (and again when the admin
 * switches), then that of the field being typed in, so that what the editor types is what the
 * preview shows; `choose` sets it from the preview's own switch until the next such change.
 */
export function usePreviewLanguage(
  control: Control<FieldValues>,
  fieldLanguages: Record<string, Language>,
): [language: Language, choose: (language: Language) => void] {
  const adminLanguage = useAdminLanguage();
  const [language, setLanguage] = useState(adminLanguage);
  const values = useWatch({ control });
  const before = useRef<Record<string, unknown>>({ ...values });

  useEffect(() => setLanguage(adminLanguage), [adminLanguage]);

  useEffect(() => {
    const typed = typedLanguage(before.current, values, fieldLanguages);
    // A copy: what the form holds next must not change what it held before.
    before.current = { ...values };
    if (typed) setLanguage(typed);
  }, [values, fieldLanguages]);

  return [language, setLanguage];
}
