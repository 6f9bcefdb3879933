import { Button } from 'react-aria-components';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import type { Bilingual } from '#admin/i18n/bilingual.ts';
import QuestionDialog from '#admin/layout/QuestionDialog.tsx';
import { labelsIn, type MissingTexts } from '../missing-texts.ts';

interface Props {
  /** What is saved, in running text ("project"). */
  what: string;
  /** The texts it lacks; null while no save asks. */
  missing: MissingTexts | null;
  neededLabels: Bilingual[];
  onSave: () => void;
  onKeepEditing: () => void;
}

/**
 * Asks before a save that leaves the public site without a text: an item without the texts its
 * pages need stays off the site, and a text in one language shows in it on the other's pages.
 */
export default function SaveQuestion({ what, missing, neededLabels, onSave, onKeepEditing }: Props) {
  const words = useAdminText().form.missing;
  const language = useAdminLanguage();
  return (
    <QuestionDialog title={words.title} isOpen={missing !== null} onDismiss={onKeepEditing}>
      {missing?.offSite && <p>{words.offSite(labelsIn(neededLabels, language), what)}</p>}
      {missing && missing.englishOnly.length > 0 && <p>{words.englishOnly(labelsIn(missing.englishOnly, language))}</p>}
      {missing && missing.albanianOnly.length > 0 && (
        <p>{words.albanianOnly(labelsIn(missing.albanianOnly, language))}</p>
      )}
      <div className="admin-dialog__actions">
        <Button className="admin-button admin-button--ghost" onPress={onKeepEditing} autoFocus>
          {words.keepEditing}
        </Button>
        <Button className="admin-button" onPress={onSave}>
          {words.saveAnyway}
        </Button>
      </div>
    </QuestionDialog>
  );
}
