import { Button } from 'react-aria-components';
import QuestionDialog from '../../layout/QuestionDialog.tsx';
import { listOf, type MissingTexts } from './missing-texts.ts';

interface Props {
  /** What is saved, in running text ("project"). */
  what: string;
  /** The texts it lacks; null while no save asks. */
  missing: MissingTexts | null;
  neededLabels: string[];
  onSave: () => void;
  onKeepEditing: () => void;
}

/**
 * Asks before a save that leaves the public site without a text: an item without the texts its
 * pages need stays off the site, and a text in one language shows in it on the other's pages.
 */
export default function SaveQuestion({ what, missing, neededLabels, onSave, onKeepEditing }: Props) {
  return (
    <QuestionDialog title="Save with texts missing?" isOpen={missing !== null} onDismiss={onKeepEditing}>
      {missing?.offSite && (
        <p>
          Without a {listOf(neededLabels).toLowerCase()} in English or Albanian, this {what} will not be on the public
          site. It is kept here, marked “Not on the site”, until it has one.
        </p>
      )}
      {missing && missing.englishOnly.length > 0 && (
        <p>
          Albanian pages will show its {listOf(missing.englishOnly).toLowerCase()} in English: there is no Albanian
          text.
        </p>
      )}
      {missing && missing.albanianOnly.length > 0 && (
        <p>
          English pages will show its {listOf(missing.albanianOnly).toLowerCase()} in Albanian: there is no English
          text.
        </p>
      )}
      <div className="admin-dialog__actions">
        <Button className="admin-button admin-button--ghost" onPress={onKeepEditing} autoFocus>
          Keep editing
        </Button>
        <Button className="admin-button" onPress={onSave}>
          Save anyway
        </Button>
      </div>
    </QuestionDialog>
  );
}
