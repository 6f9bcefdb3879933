import { Button } from 'react-aria-components';
import { useAdminText } from '#admin/i18n/admin-language.ts';

/**
 * The button that turns a list's order mode on and off. `of` names the list ("the images of Lake
 * Residence") where a screen holds several, so that each button says which one it orders.
 */
export default function OrderToggle({
  ordering,
  onChange,
  of,
}: {
  ordering: boolean;
  onChange: (ordering: boolean) => void;
  of?: string;
}) {
  const words = useAdminText().ordering;
  return (
    <Button
      className="admin-button admin-button--ghost"
      aria-pressed={ordering}
      {...(of && { 'aria-label': ordering ? words.doneOf(of) : words.changeOf(of) })}
      onPress={() => onChange(!ordering)}
    >
      {ordering ? words.done : words.change}
    </Button>
  );
}
